"use client";

import { useQuery } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import { MarkdownView } from "@/components/markdown/markdown-view";
import { useTRPC } from "@/lib/trpc/client";

/** The full question (questions.get): its text and answer options, rendered from markdown. */
export function QuestionPreview({ questionId }: { questionId: string }) {
  const t = useTranslations("exams");
  const tCommon = useTranslations("common");
  const trpc = useTRPC();
  const question = useQuery(trpc.questions.get.queryOptions({ questionId }));

  if (question.isPending) return <p className="text-sm text-muted-foreground">{tCommon("loading")}</p>;
  if (question.isError) return <p className="text-sm text-destructive">{t("previewFailed")}</p>;
  const q = question.data;
  return (
    <div className="grid gap-3 rounded-md border bg-muted/30 p-3">
      <MarkdownView source={q.description} />
      {q.answers.length > 0 && (
        <div className="grid gap-1">
          <p className="text-sm font-medium">{t("answersTitle")}</p>
          <ol className="grid list-[upper-alpha] gap-1 pl-6">
            {q.answers.map((answer) => (
              <li key={answer.id}>
                <div className="flex items-start gap-2">
                  <MarkdownView source={answer.description} className="min-w-0 flex-1 [&_p]:my-0" />
                  {answer.is_correct_answer && (
                    <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
                      <Check className="size-3" aria-hidden />
                      {t("correctAnswer")}
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </div>
      )}
      <p className="text-xs text-muted-foreground">
        {[q.source, q.difficulty && t(`difficulties.${q.difficulty}`)].filter(Boolean).join(" · ")}
      </p>
    </div>
  );
}
