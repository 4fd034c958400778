import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { staffRoles } from "@/lib/roles";
import { requirePageUser } from "@/lib/session-user";
import { examIdParam } from "@/server/exams/schema";
import { EditExam } from "../edit-exam";

type Props = { params: Promise<{ examId: string }> };

export default async function ExamPage({ params }: Props) {
  await requirePageUser(staffRoles);
  const parsed = examIdParam.safeParse(await params);
  if (!parsed.success) notFound();
  const t = await getTranslations("exams");
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link
        href="/exams"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t("backToList")}
      </Link>
      <EditExam examId={parsed.data.examId} />
    </div>
  );
}
