"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { FieldErrors } from "./form-errors";
import { AddSubjectRow, SubjectFields } from "./subject-fields";

export type DraftSubject = { key: number; name: string; enabled: boolean };

type Props = { value: DraftSubject[]; onChange: (value: DraftSubject[]) => void; errors: FieldErrors };

/** On create: subjects are kept here and sent with the discipline (`subjects`). */
export function NewSubjectsField({ value, onChange, errors }: Props) {
  const t = useTranslations("disciplines");
  const nextKey = value.reduce((max, subject) => Math.max(max, subject.key), 0) + 1;
  const patch = (key: number, change: Partial<DraftSubject>) =>
    onChange(value.map((s) => (s.key === key ? { ...s, ...change } : s)));

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t("subjectsHintCreate")}</p>
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("noSubjects")}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t("subjectsTitle")}>
          {value.map((subject, index) => (
            <li key={subject.key}>
              <SubjectFields
                position={index + 1}
                name={subject.name}
                enabled={subject.enabled}
                onNameChange={(name) => patch(subject.key, { name })}
                onEnabledChange={(enabled) => patch(subject.key, { enabled })}
                error={errors[`subjects.${index}`]}
              >
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => onChange(value.filter((s) => s.key !== subject.key))}
                >
                  <Trash2 aria-hidden />
                  {t("removeSubject")}
                  <span className="sr-only">{` ${t("subjectN", { n: index + 1 })}`}</span>
                </Button>
              </SubjectFields>
            </li>
          ))}
        </ul>
      )}
      {errors.subjects && <p className="text-sm text-destructive">{errors.subjects}</p>}
      <AddSubjectRow
        onAdd={(name) => {
          onChange([...value, { key: nextKey, name, enabled: true }]);
          return true;
        }}
      />
    </div>
  );
}
