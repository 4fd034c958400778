"use client";

import { useTranslations } from "next-intl";
import { SelectField } from "./fields";
import type { FormValues } from "./form-values";
import { difficulties, isDifficulty, isQuestionType, questionTypes } from "./labels";
import type { FormOptions } from "./question-editor";
import { SubjectFields } from "./subject-fields";
import type { FormErrorsOf } from "./use-question-form";

type Props = {
  options: FormOptions;
  subjects: readonly { id: number; name: string; enabled: boolean }[] | undefined;
  values: FormValues;
  set: (change: Partial<FormValues>) => void;
  /** School or discipline changed: groups, exams (and subjects) that no longer fit go. */
  onScopeChange: (schoolId: string, disciplineId: string) => void;
  errorsOf: FormErrorsOf;
  disabled?: boolean;
};

/** Owner school, discipline, subjects, type and difficulty. */
export function ClassificationFields({ options, subjects, values, set, onScopeChange, errorsOf, disabled }: Props) {
  const t = useTranslations("questions");
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        id="question-school"
        label={t("form.school")}
        value={values.school_id}
        errors={errorsOf("belongs_to")}
        disabled={disabled}
        onChange={(e) => onScopeChange(e.target.value, values.discipline_id)}
      >
        {options.schools.length !== 1 && <option value="">{t("form.chooseSchool")}</option>}
        {options.schools.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="question-discipline"
        label={t("form.discipline")}
        value={values.discipline_id}
        errors={errorsOf("discipline_id")}
        disabled={disabled}
        onChange={(e) => onScopeChange(values.school_id, e.target.value)}
      >
        <option value="">{t("form.chooseDiscipline")}</option>
        {options.disciplines.map((d) => (
          <option key={d.id} value={String(d.id)}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <SubjectFields
        subjects={values.discipline_id ? subjects : undefined}
        hasDiscipline={Boolean(values.discipline_id)}
        value={values}
        onChange={set}
        errorsOf={errorsOf}
        disabled={disabled}
      />
      <SelectField
        id="question-type"
        label={t("form.type")}
        hint={t(`typeHints.${values.type}`)}
        value={values.type}
        errors={errorsOf("type")}
        disabled={disabled}
        onChange={(e) => isQuestionType(e.target.value) && set({ type: e.target.value })}
      >
        {questionTypes.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="question-difficulty"
        label={t("form.difficulty")}
        value={values.difficulty}
        errors={errorsOf("difficulty")}
        disabled={disabled}
        onChange={(e) => set({ difficulty: isDifficulty(e.target.value) ? e.target.value : "" })}
      >
        <option value="">{t("form.noDifficulty")}</option>
        {difficulties.map((d) => (
          <option key={d} value={d}>
            {t(`difficulties.${d}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
