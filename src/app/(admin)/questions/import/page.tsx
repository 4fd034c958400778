import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { openPage } from "@/server/trpc/open-page";
import { ImportLoader } from "./import-loader";

export default async function ImportQuestionsPage() {
  await openPage("questions.import");
  const t = await getTranslations("questionsImport");
  const tQuestions = await getTranslations("questions");
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        back={{ href: "/questions", label: tQuestions("backToList") }}
        title={t("title")}
        description={t("description")}
      />
      <ImportLoader />
    </div>
  );
}
