import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { staffRoles } from "@/lib/roles";
import { requirePageUser } from "@/server/session-user";
import { examIdParam } from "@/server/exams/schema";
import { StudentPreview } from "../../student-preview";

type Props = { params: Promise<{ examId: string }> };

/** "Pré-visualizar como aluno": the exam read-only, as a student sees it. */
export default async function ExamPreviewPage({ params }: Props) {
  await requirePageUser(staffRoles);
  const parsed = examIdParam.safeParse(await params);
  if (!parsed.success) notFound();
  const t = await getTranslations("exams");
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link
        href={`/exams/${parsed.data.examId}`}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t("backToExam")}
      </Link>
      <StudentPreview examId={parsed.data.examId} />
    </div>
  );
}
