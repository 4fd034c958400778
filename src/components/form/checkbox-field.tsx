"use client";

import { useId, type ReactNode } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { messageOf } from "./field-error";
import { describedBy, FieldNotes } from "./field-shell";

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
  const fallbackId = useId();
  const boxId = id ?? fallbackId;
  const {
    field: { ref, value, onChange, onBlur, disabled: fieldDisabled, name: fieldName },
    fieldState,
  } = useController({ control, name });
  const error = messageOf(fieldState.error);
  return (
    <div className="grid content-start gap-1">
      <div className="flex items-center gap-2">
        <input
          id={boxId}
          type="checkbox"
          name={fieldName}
          ref={ref}
          checked={Boolean(value)}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          disabled={disabled ?? fieldDisabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(boxId, hint, error)}
          className="size-4 shrink-0 accent-primary"
        />
        <label htmlFor={boxId} className="text-sm font-medium">
          {label}
        </label>
      </div>
      <FieldNotes id={boxId} hint={hint} error={error} />
    </div>
  );
}
