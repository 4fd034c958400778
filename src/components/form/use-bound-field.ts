"use client";

import { useId, type ReactNode } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { messageOf } from "./field-error";
import { describedBy } from "./field-shell";

type Options<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  id?: string;
  hint?: ReactNode;
  disabled?: boolean;
};

/**
 * A form field bound to one control: its value and change handler, its message, and the attributes every control
 * carries (id, name, ref for focusing the first error, disabled, aria-invalid and aria-describedby).
 */
export function useBoundField<T extends FieldValues, O>({ control, name, id, hint, disabled }: Options<T, O>) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const {
    field: { ref, value, onChange, onBlur, disabled: fieldDisabled, name: fieldName },
    fieldState,
  } = useController({ control, name });
  const error = messageOf(fieldState.error);
  return {
    inputId,
    error,
    value: value as unknown,
    onChange: onChange as (value: unknown) => void,
    attributes: {
      id: inputId,
      name: fieldName,
      ref,
      onBlur,
      disabled: disabled ?? fieldDisabled,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(inputId, hint, error),
    },
  };
}
