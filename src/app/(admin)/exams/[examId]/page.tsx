import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { staffRoles } from "@/lib/roles";
import { requirePageUser } from "@/server/session-user";
import { examIdParam } from "@/server/exams/schema";
import { EditExam } from "../edit-exam";

type Props = {
  params: Promise<{ examId: string }>;
  /** `copy_of`: the exam this one was duplicated from ("Duplicar prova" opens the copy with it). */
  searchParams: Promise<{ copy_of?: string | string[] }>;
};

export default async function ExamPage({ params, searchParams }: Props) {
  await requirePageUser(staffRoles);
  const parsed = examIdParam.safeParse(await params);
  if (!parsed.success) notFound();
  const original = examIdParam.safeParse({ examId: (await searchParams).copy_of });
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
      <EditExam examId={parsed.data.examId} copyOf={original.success ? original.data.examId : undefined} />
    </div>
  );
}
