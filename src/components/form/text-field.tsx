"use client";

import type { ComponentProps } from "react";
import type { FieldValues } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

import { FieldShell } from "./field-shell";
import { useBoundField, type BoundFieldProps } from "./use-bound-field";

type Props<T extends FieldValues, O> = BoundFieldProps<T, O> & {
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  /** The form's value of what was typed (e.g. "" → undefined for an optional field, a number). */
  parse?: (text: string) => unknown;
  /** An optional text: emptied, it is null. */
  optional?: boolean;
} & Omit<ComponentProps<"input">, "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "id">;

const textAreaClass =
  "w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-2 text-sm shadow-xs outline-none " +
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive " +
  "disabled:cursor-not-allowed disabled:opacity-50";

/** A text (or number, e-mail…) input or a text area bound to a form field. */
export function TextField<T extends FieldValues, O = T>({ label, rows, parse, optional, ...field }: Props<T, O>) {
  const { rest: props, ...bound } = useBoundField(field);
  const common = {
    ...bound.attributes,
    value: bound.value === undefined || bound.value === null ? "" : String(bound.value),
  };
  const change = (text: string) => bound.onChange(parse ? parse(text) : optional && text === "" ? null : text);
  return (
    <FieldShell id={bound.inputId} label={label} hint={field.hint} error={bound.error}>
      {rows ? (
        <textarea
          {...(props as ComponentProps<"textarea">)}
          {...common}
          rows={rows}
          className={cn(textAreaClass, props.className)}
          onChange={(event) => change(event.target.value)}
        />
      ) : (
        <Input autoComplete="off" {...props} {...common} onChange={(event) => change(event.target.value)} />
      )}
    </FieldShell>
  );
}
