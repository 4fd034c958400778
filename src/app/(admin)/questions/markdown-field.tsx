"use client";

import { useTranslations } from "next-intl";
import { MarkdownView } from "@/components/markdown/markdown-view";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { describedBy, FieldNotes } from "./fields";

type Props = {
  id: string;
  label: string;
  /** The accessible name of the preview region. */
  previewLabel: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[];
  hint?: string;
  rows?: number;
  disabled?: boolean;
};

/** A markdown textarea with its live, sanitised preview beside it. */
export function MarkdownField({ id, label, previewLabel, value, onChange, errors, hint, rows = 5, disabled }: Props) {
  const t = useTranslations("questions");
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="grid gap-3 md:grid-cols-2">
        <textarea
          id={id}
          value={value}
          rows={rows}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={describedBy(id, hint, errors)}
          className={cn(
            "min-h-24 w-full rounded-md border border-input bg-transparent px-3 py-2 font-mono text-sm shadow-xs outline-none",
            "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 aria-invalid:border-destructive",
          )}
        />
        <section
          aria-label={previewLabel}
          className="min-h-24 overflow-auto rounded-md border border-dashed bg-muted/30 px-3 py-1"
        >
          {value.trim() ? (
            <MarkdownView source={value} />
          ) : (
            <p className="py-2 text-sm text-muted-foreground">{t("form.emptyPreview")}</p>
          )}
        </section>
      </div>
      <FieldNotes id={id} hint={hint} errors={errors} />
    </div>
  );
}
