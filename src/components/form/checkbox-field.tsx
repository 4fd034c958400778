"use client";

import type { FieldValues } from "react-hook-form";
import { FieldNotes } from "./field-shell";
import { useBoundField, type BoundFieldProps } from "./use-bound-field";

/** One yes/no box bound to a boolean form field, its label beside it. */
export function CheckboxField<T extends FieldValues, O = T>({ label, ...field }: BoundFieldProps<T, O>) {
  const bound = useBoundField(field);
  return (
    <div className="grid content-start gap-1">
      <div className="flex items-center gap-2">
        <input
          {...bound.attributes}
          type="checkbox"
          checked={Boolean(bound.value)}
          onChange={(event) => bound.onChange(event.target.checked)}
          className="size-4 shrink-0 accent-primary"
        />
        <label htmlFor={bound.inputId} className="text-sm font-medium">
          {label}
        </label>
      </div>
      <FieldNotes id={bound.inputId} hint={field.hint} error={bound.error} />
    </div>
  );
}
