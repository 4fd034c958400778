"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFieldArray, useFormState, useWatch, type Control, type UseFormSetValue } from "react-hook-form";
import { messageOf } from "@/components/form/field-error";
import { Button } from "@/components/ui/button";
import type { CreateDisciplineInput } from "@/server/disciplines/schema";
import { AddSubjectRow, SubjectFields } from "./subject-fields";

type Props = { control: Control<CreateDisciplineInput>; setValue: UseFormSetValue<CreateDisciplineInput> };

/** On create: subjects are kept here and sent with the discipline (`subjects`). */
export function NewSubjectsField({ control, setValue }: Props) {
  const t = useTranslations("disciplines");
  const { fields, append, remove } = useFieldArray({ control, name: "subjects" });
  const subjects = useWatch({ control, name: "subjects" }) ?? [];
  const { errors } = useFormState({ control, name: "subjects" });
  const edit = { shouldDirty: true, shouldValidate: true } as const;

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t("subjectsHintCreate")}</p>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("noSubjects")}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t("subjectsTitle")}>
          {fields.map((row, index) => (
            <li key={row.id}>
              <SubjectFields
                position={index + 1}
                name={subjects[index]?.name ?? ""}
                enabled={subjects[index]?.enabled ?? true}
                onNameChange={(name) => setValue(`subjects.${index}.name`, name, edit)}
                onEnabledChange={(enabled) => setValue(`subjects.${index}.enabled`, enabled, edit)}
                error={messageOf(errors.subjects?.[index])}
              >
                <Button type="button" variant="ghost" size="sm" onClick={() => remove(index)}>
                  <Trash2 aria-hidden />
                  {t("removeSubject")}
                  <span className="sr-only">{` ${t("subjectN", { n: index + 1 })}`}</span>
                </Button>
              </SubjectFields>
            </li>
          ))}
        </ul>
      )}
      {errors.subjects?.message && <p className="text-sm text-destructive">{errors.subjects.message}</p>}
      <AddSubjectRow
        taken={subjects.map((s) => s.name)}
        onAdd={(name) => {
          append({ name, enabled: true });
          return true;
        }}
      />
    </div>
  );
}
