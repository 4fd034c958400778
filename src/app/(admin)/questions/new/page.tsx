import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { openPage } from "@/server/trpc/open-page";
import { QuestionEditor } from "../question-editor";

export default async function NewQuestionPage() {
  await openPage("questions.create");
  const t = await getTranslations("questions");
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader back={{ href: "/questions", label: t("backToList") }} title={t("newTitle")} />
      <QuestionEditor />
    </div>
  );
}
