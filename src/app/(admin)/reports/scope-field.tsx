"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useFormDisabled } from "@/components/form/field-defaults";
import { describedBy, FieldNotes } from "@/components/form/field-shell";

export type ScopeOption = { id: string; label: string; detail?: string };

type Props = {
  id: string;
  legend: string;
  hint: string;
  emptyText: string;
  options: readonly ScopeOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
};

/** A multi-select as a fieldset of checkboxes, with "all" and "none"; the value keeps the options' order. */
export function ScopeField({ id, legend, hint, emptyText, options, value, onChange, error }: Props) {
  const t = useTranslations("reports");
  const disabled = useFormDisabled();
  const toggle = (option: string, checked: boolean) =>
    onChange(options.map((o) => o.id).filter((v) => (v === option ? checked : value.includes(v))));
  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint} {t("selectedCount", { count: value.length, total: options.length })}
        </p>
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onChange(options.map((o) => o.id))}
            disabled={options.length === 0 || value.length === options.length}
          >
            {t("selectAll")}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange([])} disabled={value.length === 0}>
            {t("selectNone")}
          </Button>
        </div>
      </div>
      {options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <div className="grid max-h-64 gap-x-6 gap-y-2 overflow-y-auto rounded-md border p-3 sm:grid-cols-2 lg:grid-cols-3">
          {options.map((option, index) => {
            const boxId = `${id}-${index}`;
            return (
              <div key={option.id} className="flex items-start gap-2">
                <input
                  id={boxId}
                  type="checkbox"
                  checked={value.includes(option.id)}
                  onChange={(e) => toggle(option.id, e.target.checked)}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                <label htmlFor={boxId} className="text-sm leading-tight">
                  {option.label}
                  {option.detail && <span className="text-muted-foreground"> ({option.detail})</span>}
                </label>
              </div>
            );
          })}
        </div>
      )}
      <FieldNotes id={id} error={error} />
    </fieldset>
  );
}
