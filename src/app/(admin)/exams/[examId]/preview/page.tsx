import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { examIdParam } from "@/server/exams/schema";
import { openPage } from "@/server/trpc/open-page";
import { foundOrNotFound } from "../../../_page/found-or-not-found";
import { StudentPreview } from "../../student-preview";

type Props = { params: Promise<{ examId: string }> };

/** "Pré-visualizar como aluno": the exam read-only, as a student sees it. */
export default async function ExamPreviewPage({ params }: Props) {
  const { api } = await openPage("exams.preview");
  const parsed = examIdParam.safeParse(await params);
  if (!parsed.success) notFound();
  await foundOrNotFound(api.exams.preview(parsed.data));
  const t = await getTranslations("exams");
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader back={{ href: `/exams/${parsed.data.examId}`, label: t("backToExam") }} />
      <StudentPreview examId={parsed.data.examId} />
    </div>
  );
}
