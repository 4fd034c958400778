"use client";

import { useId, type ComponentProps, type ReactNode } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { messageOf } from "./field-error";
import { describedBy, FieldShell } from "./field-shell";

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
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const {
    field: { ref, value, onChange, onBlur, disabled: fieldDisabled, name: fieldName },
    fieldState,
  } = useController({ control, name });
  const error = messageOf(fieldState.error);
  const common = {
    id: inputId,
    name: fieldName,
    ref: ref,
    value: value === undefined || value === null ? "" : String(value),
    onBlur: onBlur,
    disabled: props.disabled ?? fieldDisabled,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(inputId, hint, error),
  } as const;
  return (
    <FieldShell id={inputId} label={label} hint={hint} error={error}>
      {rows ? (
        <textarea
          {...(props as ComponentProps<"textarea">)}
          {...common}
          rows={rows}
          className={cn(textAreaClass, props.className)}
          onChange={(event) => onChange(parse ? parse(event.target.value) : event.target.value)}
        />
      ) : (
        <Input
          autoComplete="off"
          {...props}
          {...common}
          onChange={(event) => onChange(parse ? parse(event.target.value) : event.target.value)}
        />
      )}
    </FieldShell>
  );
}
