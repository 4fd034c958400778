import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { examIdParam } from "@/server/exams/schema";
import { openPage } from "@/server/trpc/open-page";
import { EditExam } from "../edit-exam";

type Props = {
  params: Promise<{ examId: string }>;
  /** `copy_of`: the exam this one was duplicated from ("Duplicar prova" opens the copy with it). */
  searchParams: Promise<{ copy_of?: string | string[] }>;
};

export default async function ExamPage({ params, searchParams }: Props) {
  await openPage("exams.get");
  const parsed = examIdParam.safeParse(await params);
  if (!parsed.success) notFound();
  const original = examIdParam.safeParse({ examId: (await searchParams).copy_of });
  const t = await getTranslations("exams");
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader back={{ href: "/exams", label: t("backToList") }} />
      <EditExam examId={parsed.data.examId} copyOf={original.success ? original.data.examId : undefined} />
    </div>
  );
}
