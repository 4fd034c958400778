"use client";

import type { ComponentProps, ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { Select } from "@/components/ui/select";

import { FieldShell } from "./field-shell";
import { useBoundField } from "./use-bound-field";

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  id?: string;
  /** The form's value of an option (e.g. a number id, "" → undefined). */
  parse?: (option: string) => unknown;
  children: ReactNode;
} & Omit<ComponentProps<"select">, "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "id">;

/** A native select bound to a form field; the options are its children. */
export function SelectField<T extends FieldValues, O>({
  control,
  name,
  label,
  hint,
  id,
  parse,
  children,
  ...props
}: Props<T, O>) {
  const bound = useBoundField({ control, name, id, hint, disabled: props.disabled });
  return (
    <FieldShell id={bound.inputId} label={label} hint={hint} error={bound.error}>
      <Select
        {...props}
        {...bound.attributes}
        value={bound.value === undefined || bound.value === null ? "" : String(bound.value)}
        onChange={(event) => bound.onChange(parse ? parse(event.target.value) : event.target.value)}
      >
        {children}
      </Select>
    </FieldShell>
  );
}
