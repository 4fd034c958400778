"use client";

import { skipToken, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useWatch, type Control } from "react-hook-form";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { useTRPC } from "@/lib/trpc/client";
import type { ImportFormValues } from "./import-form-schema";
import { SubjectDefaultField } from "./subject-default-field";

type Props = {
  control: Control<ImportFormValues>;
  schools: { id: string; name: string }[];
  disciplines: { id: number; name: string }[];
  disabled: boolean;
};

const optional = (text: string) => (text.trim() ? text : undefined);

/** What the file cannot carry: the school (when the user has several), discipline, default subject and source. */
export function OptionsFields({ control, schools, disciplines, disabled }: Props) {
  const t = useTranslations("questionsImport");
  const trpc = useTRPC();
  const disciplineId = useWatch({ control, name: "discipline_id" }) as number | undefined;
  const discipline = useQuery(trpc.disciplines.get.queryOptions(disciplineId ? { id: disciplineId } : skipToken));
  const subjects = discipline.data?.subjects.filter((s) => s.enabled);

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {schools.length > 1 && (
        <SelectField control={control} name="school_id" id="import-school" label={t("school")} disabled={disabled}>
          <option value="">{t("chooseSchool")}</option>
          {schools.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        control={control}
        name="discipline_id"
        id="import-discipline"
        label={t("discipline")}
        hint={t("disciplineHint")}
        parse={(option) => (option ? Number(option) : undefined)}
        disabled={disabled}
      >
        <option value="">{t("chooseDiscipline")}</option>
        {disciplines.map((d) => (
          <option key={d.id} value={String(d.id)}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <SubjectDefaultField
        key={disciplineId ?? "none"}
        control={control}
        subjects={disciplineId ? subjects : undefined}
        disabled={disabled || !disciplineId}
      />
      <TextField
        control={control}
        name="source"
        id="import-source"
        label={t("source")}
        hint={t("sourceHint")}
        maxLength={300}
        parse={optional}
        disabled={disabled}
      />
    </div>
  );
}
