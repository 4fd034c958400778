"use client";

import { useTranslations } from "next-intl";
import { useController, useFormContext } from "react-hook-form";
import { CheckboxGroup } from "@/components/form/checkbox-group";
import { messageOf } from "@/components/form/field-error";
import { useFormDisabled } from "@/components/form/field-defaults";
import { describedBy, FieldShell } from "@/components/form/field-shell";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { QuestionValues } from "./form-values";

type Subject = { id: number; name: string; enabled: boolean };

type Props = {
  /** The chosen discipline's subjects; undefined while none is chosen or they load. */
  subjects: readonly Subject[] | undefined;
  hasDiscipline: boolean;
};

/** The select's value for "a new subject": the subject is then the name typed below it. */
const NEW_SUBJECT = "new";

/**
 * The main subject (an enabled one of the discipline: its id; or a new one: its name, typed below the select) and
 * the other subjects.
 */
export function SubjectFields({ subjects, hasDiscipline }: Props) {
  const t = useTranslations("questions");
  const disabled = useFormDisabled();
  const { control } = useFormContext<QuestionValues>();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: "subject" });
  const {
    field: { value: otherSubjects, onChange: onOthersChange },
    fieldState: othersState,
  } = useController({ control, name: "other_subjects" });
  const error = messageOf(fieldState.error);
  const isNew = typeof value === "string";
  const current = typeof value === "number" ? value : undefined;
  const otherIds = (otherSubjects ?? []).map((s) => s.id);
  // Disabled subjects are offered only when the question already uses them.
  const choices = (subjects ?? []).filter((s) => s.enabled || s.id === current);
  const offered = (subjects ?? []).filter((s) => s.id !== current && (s.enabled || otherIds.includes(s.id)));
  const hint = !hasDiscipline ? t("form.chooseDisciplineFirst") : subjects ? undefined : t("form.subjectsLoading");

  return (
    <>
      <FieldShell id="question-subject" label={t("form.subject")} hint={hint} error={isNew ? undefined : error}>
        <Select
          id="question-subject"
          ref={isNew ? undefined : ref}
          value={isNew ? NEW_SUBJECT : current === undefined ? "" : String(current)}
          onChange={(e) => {
            const option = e.target.value;
            onChange(option === NEW_SUBJECT ? "" : option ? Number(option) : undefined);
            // The main subject is no longer among the others.
            if (option) onOthersChange((otherSubjects ?? []).filter((s) => s.id !== Number(option)));
          }}
          onBlur={onBlur}
          disabled={disabled || !subjects}
          aria-invalid={!isNew && error ? true : undefined}
          aria-describedby={describedBy("question-subject", hint, isNew ? undefined : error)}
        >
          <option value="">{t("form.chooseSubject")}</option>
          {choices.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.enabled ? s.name : t("form.disabledSubject", { name: s.name })}
            </option>
          ))}
          <option value={NEW_SUBJECT}>{t("form.newSubjectOption")}</option>
        </Select>
      </FieldShell>
      {isNew && (
        <FieldShell
          id="question-new-subject"
          label={t("form.newSubject")}
          hint={t("form.newSubjectHint")}
          error={error}
        >
          <Input
            id="question-new-subject"
            ref={ref}
            value={value}
            maxLength={120}
            autoComplete="off"
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy("question-new-subject", t("form.newSubjectHint"), error)}
          />
        </FieldShell>
      )}
      {subjects && (
        <div className="sm:col-span-2">
          <CheckboxGroup
            id="question-other-subjects"
            legend={t("form.otherSubjects")}
            hint={offered.length ? t("form.otherSubjectsHint") : t("form.noOtherSubjects")}
            options={offered.map((s) => ({
              value: String(s.id),
              label: s.enabled ? s.name : t("form.disabledSubject", { name: s.name }),
            }))}
            value={otherIds.filter((id) => offered.some((s) => s.id === id)).map(String)}
            // Other subjects outside this discipline (set through the API) stay as they are.
            onChange={(ids) =>
              onOthersChange([
                ...otherIds.filter((id) => !offered.some((s) => s.id === id)).map((id) => ({ id })),
                ...ids.map((id) => ({ id: Number(id) })),
              ])
            }
            error={messageOf(othersState.error)}
            disabled={disabled}
          />
        </div>
      )}
    </>
  );
}
