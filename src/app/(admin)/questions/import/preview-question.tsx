"use client";

import { Check, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { MarkdownView } from "@/components/markdown/markdown-view";
import { Badge } from "@/components/ui/badge";
import type { AppIssue } from "@/lib/errors/app-issue";
import { useErrorText } from "@/lib/errors/use-error-text";
import type { ImportPreview } from "@/server/questions-db/interchange-schema";
import { PlaceLabel } from "./place-label";

type Props = {
  question: ImportPreview["questions"][number];
  unit: "line" | "row";
  /** Its subject is created by the import. */
  newSubject: boolean;
  /** The import refused it after all (422): why. */
  refusal?: AppIssue;
};

/**
 * One question as the bank will hold it: its classification, text, answers with the right ones, solution,
 * study guidance, hint, embedded files and warnings.
 */
export function PreviewQuestion({ question, unit, newSubject, refusal }: Props) {
  const t = useTranslations("questionsImport");
  const tQuestions = useTranslations("questions");
  const errorText = useErrorText();
  const id = `import-item-${question.at}`;
  const discursive = question.type === "DISCURSIVE";

  return (
    <article aria-labelledby={id} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <PlaceLabel at={question.at} unit={unit} />
        <Badge variant="secondary">{tQuestions(`types.${question.type}`)}</Badge>
        <Badge variant="outline">{t("disciplineOf", { discipline: question.discipline })}</Badge>
        <Badge variant="outline">
          {t("subjectOf", { subject: question.subject })}
          {newSubject && <span className="font-semibold">{t("newMark")}</span>}
        </Badge>
        {question.difficulty && <Badge variant="outline">{tQuestions(`difficulties.${question.difficulty}`)}</Badge>}
      </div>
      <h3 id={id} className="font-semibold break-words">
        {question.title || t("untitled")}
      </h3>
      {refusal && <p className="text-sm text-destructive">{errorText.issue(refusal)}</p>}
      <MarkdownView source={question.description} className="min-w-0" />
      {question.answers.length > 0 && (
        <div className="grid gap-1">
          <h4 className="text-sm font-medium">{discursive ? t("expectedAnswer") : t("answers")}</h4>
          <ol className="grid gap-1">
            {question.answers.map((answer, index) => (
              <li
                key={index}
                className={
                  answer.is_correct_answer && !discursive
                    ? "flex items-center gap-2 rounded-md border border-success/60 bg-success/5 px-2 py-1"
                    : "flex items-center gap-2 rounded-md border px-2 py-1"
                }
              >
                {!discursive && (
                  <span className="w-16 shrink-0 text-xs font-medium">
                    {answer.is_correct_answer ? (
                      <span className="inline-flex items-center gap-1">
                        <Check className="size-3 text-success" aria-hidden />
                        {t("correct")}
                      </span>
                    ) : (
                      <span className="text-muted-foreground">{t("wrong")}</span>
                    )}
                  </span>
                )}
                <MarkdownView source={answer.description} className="min-w-0 flex-1" />
              </li>
            ))}
          </ol>
        </div>
      )}
      {(["solution", "study_orientation", "hint"] as const).map((field) => {
        const text = question[field];
        return (
          text && (
            <div key={field} className="grid gap-1">
              <h4 className="text-sm font-medium">{t(`feedback.${field}`)}</h4>
              <MarkdownView source={text} className="min-w-0" />
            </div>
          )
        );
      })}
      <p className="text-xs text-muted-foreground">
        {t("sourceOf", { source: question.source })}
        {question.media.length > 0 && ` · ${t("media", { names: question.media.join(", ") })}`}
      </p>
      {question.warnings.length > 0 && (
        <ul aria-label={t("warningsLabel")} className="grid gap-1">
          {question.warnings.map((warning) => (
            <li key={warning.code} className="flex items-start gap-2 text-sm">
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning-foreground" aria-hidden />
              {t(`warnings.${warning.code}`, warning.params)}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
