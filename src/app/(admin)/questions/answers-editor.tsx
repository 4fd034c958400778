"use client";

import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FieldNotes } from "./fields";
import type { FormErrorsOf } from "./use-question-form";
import { newKey, type AnswerDraft } from "./form-values";
import type { QuestionType } from "./labels";
import { MarkdownField } from "./markdown-field";

type Props = {
  type: Exclude<QuestionType, "CONTENT">;
  answers: AnswerDraft[];
  onChange: (answers: AnswerDraft[]) => void;
  errorsOf: FormErrorsOf;
  disabled?: boolean;
};

const MAX_ANSWERS = 20;

/** Options of a multiple-choice question (add, remove, reorder, mark correct) or a discursive one's expected answer. */
export function AnswersEditor({ type, answers, onChange, errorsOf, disabled }: Props) {
  const t = useTranslations("questions");
  const discursive = type === "DISCURSIVE";
  // Several answers left from a multiple-choice draft keep their numbers until trimmed to one.
  const expected = discursive && answers.length <= 1;
  const errors = errorsOf("answers");
  const canAdd = answers.length < (discursive ? 1 : MAX_ANSWERS);

  const patch = (index: number, change: Partial<AnswerDraft>) =>
    onChange(answers.map((a, i) => (i === index ? { ...a, ...change } : a)));
  function move(index: number, by: -1 | 1) {
    const next = [...answers];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  }

  return (
    <fieldset
      className="grid gap-4"
      aria-describedby={["answers-hint", errors?.length ? "answers-error" : null].filter(Boolean).join(" ")}
      aria-invalid={errors?.length ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{discursive ? t("form.expectedAnswer") : t("form.answers")}</legend>
      <FieldNotes
        id="answers"
        hint={discursive ? t("form.expectedAnswerHint") : t("form.answersHint")}
        errors={errors}
      />
      {answers.length === 0 && !discursive && <p className="text-sm text-muted-foreground">{t("form.noAnswers")}</p>}
      <ol className="grid gap-4">
        {answers.map((answer, index) => {
          const n = index + 1;
          const id = `answer-${answer.key}`;
          return (
            <li key={answer.key} className="grid gap-3 rounded-lg border p-3">
              <MarkdownField
                id={id}
                label={expected ? t("form.expectedAnswer") : t("form.answer", { n })}
                previewLabel={expected ? t("form.expectedAnswerPreview") : t("form.answerPreview", { n })}
                value={answer.description}
                onChange={(description) => patch(index, { description })}
                errors={errorsOf(`answers.${index}`)}
                rows={3}
                disabled={disabled}
              />
              <div className="flex flex-wrap items-center gap-2">
                {!discursive && (
                  <label className="mr-auto flex items-center gap-2 text-sm font-medium">
                    <input
                      type="checkbox"
                      checked={answer.correct}
                      disabled={disabled}
                      onChange={(e) => patch(index, { correct: e.target.checked })}
                      className="size-4 accent-primary"
                    />
                    {t("form.correct", { n })}
                  </label>
                )}
                {!discursive && (
                  <>
                    <Button
                      type="button"
                      variant="outline"
                      size="icon"
                      aria-label={t("form.moveUp", { n })}
                      disabled={disabled || index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp aria-hidden />
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="icon"
                      aria-label={t("form.moveDown", { n })}
                      disabled={disabled || index === answers.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown aria-hidden />
                    </Button>
                  </>
                )}
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={expected ? t("form.removeExpectedAnswer") : t("form.removeAnswer", { n })}
                  disabled={disabled}
                  onClick={() => onChange(answers.filter((_, i) => i !== index))}
                  className={discursive ? "ml-auto" : undefined}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {canAdd && (
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={disabled}
            onClick={() => onChange([...answers, { key: newKey(), description: "", correct: false }])}
          >
            <Plus aria-hidden />
            {discursive ? t("form.addExpectedAnswer") : t("form.addAnswer")}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
