"use client";

import { useId, type ReactNode } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { CheckboxGroup, type CheckboxOption } from "./checkbox-group";
import { messageOf } from "./field-error";

type Props<T extends FieldValues, V extends string, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  legend: string;
  hint?: ReactNode;
  id?: string;
  options: readonly CheckboxOption<V>[];
  disabled?: boolean;
};

/** A list of choices (an array of strings) bound to a form field. */
export function CheckboxGroupField<T extends FieldValues, V extends string, O>({
  control,
  name,
  id,
  ...props
}: Props<T, V, O>) {
  const fallbackId = useId();
  const { field, fieldState } = useController({ control, name });
  return (
    <CheckboxGroup
      {...props}
      id={id ?? fallbackId}
      value={(field.value ?? []) as V[]}
      onChange={field.onChange}
      error={messageOf(fieldState.error)}
      disabled={props.disabled ?? field.disabled}
    />
  );
}
