"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { MarkdownView } from "@/components/markdown/markdown-view";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useErrorText } from "@/lib/errors/use-error-text";
import { useTRPC } from "@/lib/trpc/client";
import type { ExamPreview } from "@/server/exams/schema";

const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * The exam as a student sees it (exams.preview): its questions in order, multiple-choice options
 * to pick from (none marked correct), an answer box for discursive questions, content as text.
 * Everything is disabled: nothing is answered or saved here.
 */
export function StudentPreview({ examId }: { examId: string }) {
  const t = useTranslations("exams");
  const tCommon = useTranslations("common");
  const errorText = useErrorText();
  const trpc = useTRPC();
  const preview = useQuery({ ...trpc.exams.preview.queryOptions({ examId }), staleTime: 0, retry: false });

  if (preview.isPending) return <p className="text-sm text-muted-foreground">{tCommon("loading")}</p>;
  if (preview.isError)
    return (
      <Alert variant="destructive" role="alert">
        <AlertDescription>{errorText.error(preview.error)}</AlertDescription>
      </Alert>
    );
  const exam = preview.data;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t("studentPreviewTitle", { name: exam.name })}</h1>
        <Alert role="note">
          <AlertDescription>{t("studentPreviewNote")}</AlertDescription>
        </Alert>
        {exam.description.trim() && <MarkdownView source={exam.description} />}
      </div>
      {exam.questions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("studentPreviewEmpty")}</p>
      ) : (
        <ol className="grid gap-4" aria-label={t("chosenListLabel")}>
          {exam.questions.map((question, index) => (
            <li key={question.id}>
              <StudentQuestion question={question} n={index + 1} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function StudentQuestion({ question, n }: { question: ExamPreview["questions"][number]; n: number }) {
  const t = useTranslations("exams");
  const titleId = `student-question-${question.id}`;
  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <CardTitle id={titleId} className="text-base">
          {question.type === "CONTENT"
            ? `${t("studentQuestionN", { n })} · ${t("studentContent")}`
            : t("studentQuestionN", { n })}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <MarkdownView source={question.description} />
        {question.type === "MULTIPLE_CHOICE" && (
          <fieldset disabled className="grid gap-2">
            <legend className="sr-only">{t("studentQuestionN", { n })}</legend>
            {question.answers.map((answer, index) => (
              <label key={answer.id} className="flex items-start gap-3 rounded-md border p-3">
                <input type="radio" name={`answer-${question.id}`} value={answer.id} className="mt-1" />
                <span className="font-semibold" aria-hidden>
                  {letter(index)})
                </span>
                <span className="sr-only">{t("studentOption", { letter: letter(index) })}</span>
                <MarkdownView source={answer.description} className="min-w-0 flex-1 [&_p]:my-0" />
              </label>
            ))}
          </fieldset>
        )}
        {question.type === "DISCURSIVE" && (
          <textarea
            disabled
            rows={4}
            aria-label={t("studentAnswerLabel", { n })}
            placeholder={t("studentAnswerPlaceholder")}
            className="w-full rounded-md border bg-muted/30 p-3 text-sm"
          />
        )}
      </CardContent>
    </Card>
  );
}
