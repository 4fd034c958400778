"use client";

import type { FieldValues } from "react-hook-form";
import { CheckboxGroup, type CheckboxOption } from "./checkbox-group";
import { useBoundField, type BoundFieldProps } from "./use-bound-field";

type Props<T extends FieldValues, O, V extends string> = Omit<BoundFieldProps<T, O>, "label"> & {
  legend: string;
  options: readonly CheckboxOption<V>[];
};

/** A list of choices (an array of strings) bound to a form field. */
export function CheckboxGroupField<T extends FieldValues, O = T, V extends string = string>(field: Props<T, O, V>) {
  const { rest: props, ...bound } = useBoundField(field);
  return (
    <CheckboxGroup
      {...props}
      hint={field.hint}
      id={bound.inputId}
      value={(bound.value ?? []) as V[]}
      onChange={bound.onChange}
      error={bound.error}
      disabled={bound.attributes.disabled}
    />
  );
}
