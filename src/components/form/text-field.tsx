"use client";

import type { ComponentProps, ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

import { FieldShell } from "./field-shell";
import { useBoundField } from "./use-bound-field";

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  id?: string;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  /** The form's value of what was typed (e.g. "" → undefined for an optional field, a number). */
  parse?: (text: string) => unknown;
} & Omit<ComponentProps<"input">, "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "id">;

const textAreaClass =
  "w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-2 text-sm shadow-xs outline-none " +
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive " +
  "disabled:cursor-not-allowed disabled:opacity-50";

/** A text (or number, e-mail…) input or a text area bound to a form field. */
export function TextField<T extends FieldValues, O>({
  control,
  name,
  label,
  hint,
  id,
  rows,
  parse,
  ...props
}: Props<T, O>) {
  const bound = useBoundField({ control, name, id, hint, disabled: props.disabled });
  const common = {
    ...bound.attributes,
    value: bound.value === undefined || bound.value === null ? "" : String(bound.value),
  };
  const change = (text: string) => bound.onChange(parse ? parse(text) : text);
  return (
    <FieldShell id={bound.inputId} label={label} hint={hint} error={bound.error}>
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
