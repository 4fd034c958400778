import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { staffRoles } from "@/lib/roles";
import { requirePageUser } from "@/lib/session-user";
import { questionIdParam } from "@/server/questions-db/schema";
import { QuestionEditor } from "../question-editor";

type Props = {
  params: Promise<{ questionId: string }>;
  searchParams: Promise<{ saved?: string | string[]; duplicated?: string | string[] }>;
};

export default async function EditQuestionPage({ params, searchParams }: Props) {
  await requirePageUser(staffRoles);
  const parsed = questionIdParam.safeParse(await params);
  if (!parsed.success) notFound();
  const { saved, duplicated } = await searchParams;
  const t = await getTranslations("questions");
  const notice = saved === "1" ? "saved" : duplicated === "1" ? "duplicated" : null;
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
      <QuestionEditor questionId={parsed.data.questionId} notice={notice} />
    </div>
  );
}
