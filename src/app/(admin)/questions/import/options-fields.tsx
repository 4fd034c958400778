"use client";

import { skipToken, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { useFormDisabled } from "@/components/form/field-defaults";
import { fieldsOf } from "@/components/form/fields-of";
import { selectOption } from "@/components/form/select-option";
import { useTRPC } from "@/lib/trpc/client";
import type { ImportFormValues } from "./import-form-schema";
import { SubjectDefaultField } from "./subject-default-field";

type Props = { schools: { id: string; name: string }[]; disciplines: { id: number; name: string }[] };

const optional = (text: string) => (text.trim() ? text : undefined);
const { CheckboxField, SelectField, TextField } = fieldsOf<ImportFormValues>();

/** What the file cannot carry: the school (when the user has several), discipline, default subject and source. */
export function OptionsFields({ schools, disciplines }: Props) {
  const t = useTranslations("questionsImport");
  const disabled = useFormDisabled();
  const { control } = useFormContext<ImportFormValues>();
  const trpc = useTRPC();
  const disciplineId = useWatch({ control, name: "discipline_id" }) as number | undefined;
  const discipline = useQuery(trpc.disciplines.get.queryOptions(disciplineId ? { id: disciplineId } : skipToken));
  const subjects = discipline.data?.subjects.filter((s) => s.enabled);

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {schools.length > 1 && (
        <SelectField name="school_id" id="import-school" label={t("school")}>
          <option value="">{t("chooseSchool")}</option>
          {schools.map((s) => selectOption(s.id, s.name))}
        </SelectField>
      )}
      <SelectField
        name="discipline_id"
        id="import-discipline"
        label={t("discipline")}
        hint={t("disciplineHint")}
        parse={(option) => (option ? Number(option) : undefined)}
      >
        <option value="">{t("chooseDiscipline")}</option>
        {disciplines.map((d) => selectOption(String(d.id), d.name))}
      </SelectField>
      <SubjectDefaultField
        key={disciplineId ?? "none"}
        subjects={disciplineId ? subjects : undefined}
        disabled={disabled || !disciplineId}
      />
      <TextField name="source" label={t("source")} hint={t("sourceHint")} maxLength={300} parse={optional} />
      <CheckboxField name="keep_file_classification" label={t("keepFileClassification")} hint={t("keepHint")} />
    </div>
  );
}
