"use client";

import { useTranslations } from "next-intl";
import { CheckboxGroup } from "@/components/form/checkbox-group";
import { SelectField, TextField } from "./fields";
import { NEW_SUBJECT } from "./form-values";
import type { FormErrorsOf } from "./use-question-form";

type Subject = { id: number; name: string; enabled: boolean };
type Value = { subject: string; new_subject: string; other_subject_ids: number[] };

type Props = {
  /** The chosen discipline's subjects; undefined while none is chosen or they load. */
  subjects: readonly Subject[] | undefined;
  hasDiscipline: boolean;
  value: Value;
  onChange: (change: Partial<Value>) => void;
  errorsOf: FormErrorsOf;
  disabled?: boolean;
};

/** The main subject (an enabled one of the discipline, or a new one by name) and the other subjects. */
export function SubjectFields({ subjects, hasDiscipline, value, onChange, errorsOf, disabled }: Props) {
  const t = useTranslations("questions");
  const current = Number(value.subject);
  // Disabled subjects are offered only when the question already uses them.
  const choices = (subjects ?? []).filter((s) => s.enabled || s.id === current);
  const others = (subjects ?? []).filter(
    (s) => s.id !== current && (s.enabled || value.other_subject_ids.includes(s.id)),
  );
  const hint = !hasDiscipline ? t("form.chooseDisciplineFirst") : subjects ? undefined : t("form.subjectsLoading");
  const isNew = value.subject === NEW_SUBJECT;

  return (
    <>
      <SelectField
        id="question-subject"
        label={t("form.subject")}
        hint={hint}
        errors={isNew ? undefined : errorsOf("subject")}
        value={value.subject}
        disabled={disabled || !subjects}
        onChange={(e) => onChange({ subject: e.target.value })}
      >
        <option value="">{t("form.chooseSubject")}</option>
        {choices.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.enabled ? s.name : t("form.disabledSubject", { name: s.name })}
          </option>
        ))}
        <option value={NEW_SUBJECT}>{t("form.newSubjectOption")}</option>
      </SelectField>
      {isNew && (
        <TextField
          id="question-new-subject"
          label={t("form.newSubject")}
          hint={t("form.newSubjectHint")}
          errors={errorsOf("subject")}
          value={value.new_subject}
          maxLength={120}
          disabled={disabled}
          onChange={(e) => onChange({ new_subject: e.target.value })}
        />
      )}
      {subjects && (
        <div className="sm:col-span-2">
          <CheckboxGroup
            id="question-other-subjects"
            legend={t("form.otherSubjects")}
            hint={others.length ? t("form.otherSubjectsHint") : t("form.noOtherSubjects")}
            options={others.map((s) => ({
              value: String(s.id),
              label: s.enabled ? s.name : t("form.disabledSubject", { name: s.name }),
            }))}
            value={value.other_subject_ids.filter((id) => others.some((s) => s.id === id)).map(String)}
            // Other subjects outside this discipline (set through the API) stay as they are.
            onChange={(ids) =>
              onChange({
                other_subject_ids: [
                  ...value.other_subject_ids.filter((id) => !others.some((s) => s.id === id)),
                  ...ids.map(Number),
                ],
              })
            }
            error={errorsOf("other_subjects")?.join(" ")}
            disabled={disabled}
          />
        </div>
      )}
    </>
  );
}
