import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { openPage } from "@/server/trpc/open-page";
import { CreateExam } from "../create-exam";

export default async function NewExamPage() {
  await openPage("exams.create");
  const t = await getTranslations("exams");
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader back={{ href: "/exams", label: t("backToList") }} title={t("newTitle")} />
      <CreateExam />
    </div>
  );
}
