"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useController, useFormContext } from "react-hook-form";
import { messageOf } from "@/components/form/field-error";
import { describedBy, FieldShell } from "@/components/form/field-shell";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { ImportFormValues } from "./import-form-schema";

type Props = {
  /** The discipline's enabled subjects; undefined while none is chosen or they load. */
  subjects: readonly { id: number; name: string }[] | undefined;
  /** The form is busy, or no discipline is chosen yet. */
  disabled: boolean;
};

/** The select's value for "a new subject": the subject is then the name typed below it. */
const NEW_SUBJECT = "new";

/**
 * The subject of questions whose file names none: none (each question must then carry its own), an existing one
 * of the discipline (its id, as the import reads a number), or a new name, created by the import.
 */
export function SubjectDefaultField({ subjects, disabled }: Props) {
  const t = useTranslations("questionsImport");
  const { control } = useFormContext<ImportFormValues>();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: "subject" });
  const [isNew, setIsNew] = useState(false);
  const error = messageOf(fieldState.error);
  const hint = t("subjectHint");
  const newHint = t("newSubjectHint");

  return (
    <>
      <FieldShell id="import-subject" label={t("subject")} hint={hint} error={isNew ? undefined : error}>
        <Select
          id="import-subject"
          ref={isNew ? undefined : ref}
          value={isNew ? NEW_SUBJECT : (value ?? "")}
          onChange={(event) => {
            const option = event.target.value;
            setIsNew(option === NEW_SUBJECT);
            onChange(option && option !== NEW_SUBJECT ? option : undefined);
          }}
          onBlur={onBlur}
          disabled={disabled || !subjects}
          aria-describedby={describedBy("import-subject", hint, isNew ? undefined : error)}
        >
          <option value="">{t("subjectFromFile")}</option>
          {subjects?.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
            </option>
          ))}
          <option value={NEW_SUBJECT}>{t("newSubjectOption")}</option>
        </Select>
      </FieldShell>
      {isNew && (
        <FieldShell id="import-new-subject" label={t("newSubject")} hint={newHint} error={error}>
          <Input
            id="import-new-subject"
            ref={ref}
            value={value ?? ""}
            maxLength={120}
            autoComplete="off"
            disabled={disabled}
            onChange={(event) => onChange(event.target.value.trim() ? event.target.value : undefined)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy("import-new-subject", newHint, error)}
          />
        </FieldShell>
      )}
    </>
  );
}
