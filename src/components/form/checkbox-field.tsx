"use client";

import type { ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FieldNotes } from "./field-shell";
import { useBoundField } from "./use-bound-field";

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  id?: string;
  disabled?: boolean;
};

/** One yes/no box bound to a boolean form field, its label beside it. */
export function CheckboxField<T extends FieldValues, O>({ control, name, label, hint, id, disabled }: Props<T, O>) {
  const bound = useBoundField({ control, name, id, hint, disabled });
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
      <FieldNotes id={bound.inputId} hint={hint} error={bound.error} />
    </div>
  );
}
