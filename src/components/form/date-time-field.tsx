"use client";

import { useId, type ComponentProps, type ReactNode } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { fromLocalInput, toLocalInput } from "@/lib/time/zoned-time";
import { messageOf } from "./field-error";
import { describedBy, FieldShell } from "./field-shell";

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: ReactNode;
  /** The school's zone: what is typed is read there, whatever the browser's zone (docs/time.md). */
  timeZone: string;
  hint?: ReactNode;
  id?: string;
} & Omit<ComponentProps<"input">, "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "id" | "type">;

/** A date and time (ms since epoch, undefined when empty: the schema says it is required) entered as the wall clock of the school's zone. */
export function DateTimeField<T extends FieldValues, O>({
  control,
  name,
  label,
  timeZone,
  hint,
  id,
  disabled,
  ...props
}: Props<T, O>) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const {
    field: { ref, value, onChange, onBlur, disabled: fieldDisabled, name: fieldName },
    fieldState,
  } = useController({ control, name });
  const error = messageOf(fieldState.error);
  const text = typeof value === "number" ? toLocalInput(value, timeZone) : "";
  return (
    <FieldShell id={inputId} label={label} hint={hint} error={error}>
      <Input
        {...props}
        id={inputId}
        type="datetime-local"
        name={fieldName}
        ref={ref}
        value={text}
        onChange={(event) => onChange(fromLocalInput(event.target.value, timeZone))}
        onBlur={onBlur}
        disabled={disabled ?? fieldDisabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
      />
    </FieldShell>
  );
}
