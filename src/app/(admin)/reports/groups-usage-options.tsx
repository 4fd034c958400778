"use client";

import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { describedBy, FieldNotes } from "@/components/form/field-shell";

type Props = {
  showDisciplines: boolean;
  showTeachers: boolean;
  name: string;
  onChange: (change: { show_disciplines?: boolean; show_teachers?: boolean; name?: string }) => void;
  nameError?: string;
  disabled?: boolean;
};

/** The options only the groups usage report has: extra sections and a name for the file. */
export function GroupsUsageOptions({ showDisciplines, showTeachers, name, onChange, nameError, disabled }: Props) {
  const t = useTranslations("reports");
  const flags = [
    {
      id: "report-show-disciplines",
      label: t("showDisciplines"),
      checked: showDisciplines,
      change: (v: boolean) => onChange({ show_disciplines: v }),
    },
    {
      id: "report-show-teachers",
      label: t("showTeachers"),
      checked: showTeachers,
      change: (v: boolean) => onChange({ show_teachers: v }),
    },
  ];
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" disabled={disabled}>
        <legend className="mb-1 text-sm font-medium">{t("sectionsLegend")}</legend>
        {flags.map((flag) => (
          <div key={flag.id} className="flex items-center gap-2">
            <input
              id={flag.id}
              type="checkbox"
              checked={flag.checked}
              onChange={(e) => flag.change(e.target.checked)}
              className="size-4 accent-primary"
            />
            <label htmlFor={flag.id} className="text-sm font-medium">
              {flag.label}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="grid gap-2 sm:max-w-md">
        <Label htmlFor="report-name">{t("nameLabel")}</Label>
        <Input
          id="report-name"
          value={name}
          maxLength={120}
          autoComplete="off"
          disabled={disabled}
          onChange={(e) => onChange({ name: e.target.value })}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={describedBy("report-name", t("nameHint"), nameError)}
        />
        <p id="report-name-hint" className="text-sm text-muted-foreground">
          {t("nameHint")}
        </p>
        <FieldNotes id="report-name" error={nameError} />
      </div>
    </div>
  );
}
