import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { staffRoles } from "@/lib/roles";
import { requirePageUser } from "@/server/session-user";
import { questionIdParam } from "@/server/questions-db/schema";
import { QuestionEditor } from "../question-editor";

type Props = {
  params: Promise<{ questionId: string }>;
  /** `copy_of`: the question this one was duplicated from ("Duplicar" opens the copy with it). */
  searchParams: Promise<{ copy_of?: string | string[] }>;
};

export default async function EditQuestionPage({ params, searchParams }: Props) {
  await requirePageUser(staffRoles);
  const parsed = questionIdParam.safeParse(await params);
  if (!parsed.success) notFound();
  const original = questionIdParam.safeParse({ questionId: (await searchParams).copy_of });
  const t = await getTranslations("questions");
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link
        href="/questions"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t("backToList")}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight">{t("editTitle")}</h1>
      <QuestionEditor
        questionId={parsed.data.questionId}
        copyOf={original.success ? original.data.questionId : undefined}
      />
    </div>
  );
}
