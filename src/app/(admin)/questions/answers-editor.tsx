"use client";

import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFieldArray, useFormContext, useFormState } from "react-hook-form";
import { useFormDisabled } from "@/components/form/field-defaults";
import { messageOf } from "@/components/form/field-error";
import { FieldNotes } from "@/components/form/field-shell";
import { fieldsOf } from "@/components/form/fields-of";
import { MoveButton } from "@/components/form/move-button";
import { Button } from "@/components/ui/button";
import { newAnswer, type QuestionValues } from "./form-values";
import type { QuestionType } from "./labels";
import { MarkdownField } from "./markdown-field";

type Props = {
  type: Exclude<QuestionType, "CONTENT">;
  /** The question's school, under which files put in an answer are stored. */
  schoolId: string | undefined;
};

const MAX_ANSWERS = 20;
const { CheckboxField } = fieldsOf<QuestionValues>();

/** Options of a multiple-choice question (add, remove, reorder, mark correct) or a discursive one's expected answer. */
export function AnswersEditor({ type, schoolId }: Props) {
  const t = useTranslations("questions");
  const disabled = useFormDisabled();
  const { control } = useFormContext<QuestionValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "answers" });
  const { errors } = useFormState({ control, name: "answers" });
  // The rules about the list as a whole (two options, one correct); an option's own problem shows beside it.
  const error = messageOf(errors.answers?.root) ?? errors.answers?.message;
  const discursive = type === "DISCURSIVE";
  // Several answers left from a multiple-choice draft keep their numbers until trimmed to one.
  const expected = discursive && fields.length <= 1;
  const canAdd = fields.length < (discursive ? 1 : MAX_ANSWERS);

  return (
    <fieldset
      className="grid gap-4"
      aria-describedby={["answers-hint", error ? "answers-error" : null].filter(Boolean).join(" ")}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{discursive ? t("form.expectedAnswer") : t("form.answers")}</legend>
      <FieldNotes id="answers" hint={discursive ? t("form.expectedAnswerHint") : t("form.answersHint")} error={error} />
      {fields.length === 0 && !discursive && <p className="text-sm text-muted-foreground">{t("form.noAnswers")}</p>}
      <ol className="grid gap-4">
        {fields.map((answer, index) => {
          const n = index + 1;
          return (
            <li key={answer.id} className="grid gap-3 rounded-lg border p-3">
              <MarkdownField
                name={`answers.${index}.description`}
                id={`answer-${answer.id}`}
                label={expected ? t("form.expectedAnswer") : t("form.answer", { n })}
                previewLabel={expected ? t("form.expectedAnswerPreview") : t("form.answerPreview", { n })}
                rows={3}
                media={{ schoolId }}
              />
              <div className="flex flex-wrap items-center gap-2">
                {!discursive && (
                  <>
                    <div className="mr-auto">
                      <CheckboxField name={`answers.${index}.is_correct_answer`} label={t("form.correct", { n })} />
                    </div>
                    <MoveButton
                      direction="up"
                      aria-label={t("form.moveUp", { n })}
                      disabled={disabled || index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <MoveButton
                      direction="down"
                      aria-label={t("form.moveDown", { n })}
                      disabled={disabled || index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                  </>
                )}
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={expected ? t("form.removeExpectedAnswer") : t("form.removeAnswer", { n })}
                  disabled={disabled}
                  onClick={() => remove(index)}
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
          <Button type="button" variant="outline" disabled={disabled} onClick={() => append(newAnswer(type))}>
            <Plus aria-hidden />
            {discursive ? t("form.addExpectedAnswer") : t("form.addAnswer")}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
