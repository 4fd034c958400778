"use client";

import { useTranslations } from "next-intl";
import { fieldsOf } from "@/components/form/fields-of";
import { selectOption } from "@/components/form/select-option";
import type { QuestionValues } from "./form-values";
import { difficulties, questionTypes, type QuestionType } from "./labels";
import type { FormOptions } from "./question-editor";
import { SubjectFields } from "./subject-fields";

type Props = {
  options: FormOptions;
  subjects: readonly { id: number; name: string; enabled: boolean }[] | undefined;
  hasDiscipline: boolean;
  type: QuestionType;
};

const { SelectField } = fieldsOf<QuestionValues>();

/** Owner school, discipline, subjects, type and difficulty. */
export function ClassificationFields({ options, subjects, hasDiscipline, type }: Props) {
  const t = useTranslations("questions");
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField name="belongs_to.id" id="question-school" label={t("form.school")}>
        {options.schools.length !== 1 && <option value="">{t("form.chooseSchool")}</option>}
        {options.schools.map((s) => selectOption(s.id, s.name))}
      </SelectField>
      <SelectField
        name="discipline_id"
        id="question-discipline"
        label={t("form.discipline")}
        parse={(option) => (option ? Number(option) : undefined)}
      >
        <option value="">{t("form.chooseDiscipline")}</option>
        {options.disciplines.map((d) => selectOption(String(d.id), d.name))}
      </SelectField>
      <SubjectFields subjects={hasDiscipline ? subjects : undefined} hasDiscipline={hasDiscipline} />
      <SelectField name="type" label={t("form.type")} hint={t(`typeHints.${type}`)}>
        {questionTypes.map((value) => selectOption(value, t(`types.${value}`)))}
      </SelectField>
      <SelectField name="difficulty" label={t("form.difficulty")} parse={(option) => option || null}>
        <option value="">{t("form.noDifficulty")}</option>
        {difficulties.map((d) => selectOption(d, t(`difficulties.${d}`)))}
      </SelectField>
    </div>
  );
}
