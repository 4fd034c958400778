"use client";

import type { ComponentProps } from "react";
import type { FieldValues } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { fromLocalInput, toLocalInput } from "@/lib/time/zoned-time";

import { FieldShell } from "./field-shell";
import { useBoundField, type BoundFieldProps } from "./use-bound-field";

type Props<T extends FieldValues, O> = BoundFieldProps<T, O> & {
  /** The school's zone: what is typed is read there, whatever the browser's zone (docs/time.md). */
  timeZone: string;
} & Omit<ComponentProps<"input">, "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "id" | "type">;

/** A date and time (ms since epoch, undefined when empty: the schema says it is required) entered as the wall clock of the school's zone. */
export function DateTimeField<T extends FieldValues, O = T>({ label, timeZone, ...field }: Props<T, O>) {
  const { rest: props, ...bound } = useBoundField(field);
  const text = typeof bound.value === "number" ? toLocalInput(bound.value, timeZone) : "";
  return (
    <FieldShell id={bound.inputId} label={label} hint={field.hint} error={bound.error}>
      <Input
        {...props}
        {...bound.attributes}
        type="datetime-local"
        value={text}
        onChange={(event) => bound.onChange(fromLocalInput(event.target.value, timeZone))}
      />
    </FieldShell>
  );
}
