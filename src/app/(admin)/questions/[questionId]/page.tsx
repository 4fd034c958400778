import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { questionIdParam } from "@/server/questions-db/schema";
import { openPage } from "@/server/trpc/open-page";
import { QuestionEditor } from "../question-editor";

type Props = {
  params: Promise<{ questionId: string }>;
  /** `copy_of`: the question this one was duplicated from ("Duplicar" opens the copy with it). */
  searchParams: Promise<{ copy_of?: string | string[] }>;
};

export default async function EditQuestionPage({ params, searchParams }: Props) {
  await openPage("questions.get");
  const parsed = questionIdParam.safeParse(await params);
  if (!parsed.success) notFound();
  const original = questionIdParam.safeParse({ questionId: (await searchParams).copy_of });
  const t = await getTranslations("questions");
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader back={{ href: "/questions", label: t("backToList") }} title={t("editTitle")} />
      <QuestionEditor
        questionId={parsed.data.questionId}
        copyOf={original.success ? original.data.questionId : undefined}
      />
    </div>
  );
}
