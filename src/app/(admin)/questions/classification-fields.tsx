"use client";

import { useTranslations } from "next-intl";
import type { Control } from "react-hook-form";
import { SelectField } from "@/components/form/select-field";
import type { QuestionValues } from "./form-values";
import { difficulties, questionTypes, type QuestionType } from "./labels";
import type { FormOptions } from "./question-editor";
import { SubjectFields } from "./subject-fields";

type Props = {
  control: Control<QuestionValues>;
  options: FormOptions;
  subjects: readonly { id: number; name: string; enabled: boolean }[] | undefined;
  hasDiscipline: boolean;
  type: QuestionType;
  disabled?: boolean;
};

/** Owner school, discipline, subjects, type and difficulty. */
export function ClassificationFields({ control, options, subjects, hasDiscipline, type, disabled }: Props) {
  const t = useTranslations("questions");
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        control={control}
        name="belongs_to.id"
        id="question-school"
        label={t("form.school")}
        disabled={disabled}
      >
        {options.schools.length !== 1 && <option value="">{t("form.chooseSchool")}</option>}
        {options.schools.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        control={control}
        name="discipline_id"
        id="question-discipline"
        label={t("form.discipline")}
        parse={(option) => (option ? Number(option) : undefined)}
        disabled={disabled}
      >
        <option value="">{t("form.chooseDiscipline")}</option>
        {options.disciplines.map((d) => (
          <option key={d.id} value={String(d.id)}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <SubjectFields
        control={control}
        subjects={hasDiscipline ? subjects : undefined}
        hasDiscipline={hasDiscipline}
        disabled={disabled}
      />
      <SelectField
        control={control}
        name="type"
        id="question-type"
        label={t("form.type")}
        hint={t(`typeHints.${type}`)}
        disabled={disabled}
      >
        {questionTypes.map((value) => (
          <option key={value} value={value}>
            {t(`types.${value}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        control={control}
        name="difficulty"
        id="question-difficulty"
        label={t("form.difficulty")}
        parse={(option) => option || null}
        disabled={disabled}
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
