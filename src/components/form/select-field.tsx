"use client";

import type { ComponentProps, ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { Select } from "@/components/ui/select";

import { FieldShell } from "./field-shell";
import { useBoundField, type BoundFieldProps } from "./use-bound-field";

type Props<T extends FieldValues, O> = BoundFieldProps<T, O> & {
  /** The form's value of an option (e.g. a number id, "" → undefined). */
  parse?: (option: string) => unknown;
  children: ReactNode;
} & Omit<ComponentProps<"select">, "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "id">;

/** A native select bound to a form field; the options are its children. */
export function SelectField<T extends FieldValues, O = T>({ label, parse, children, ...field }: Props<T, O>) {
  const { rest: props, ...bound } = useBoundField(field);
  return (
    <FieldShell id={bound.inputId} label={label} hint={field.hint} error={bound.error}>
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
