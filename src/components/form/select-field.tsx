"use client";

import { useId, type ComponentProps, type ReactNode } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { Select } from "@/components/ui/select";
import { messageOf } from "./field-error";
import { describedBy, FieldShell } from "./field-shell";

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
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const {
    field: { ref, value, onChange, onBlur, disabled: fieldDisabled, name: fieldName },
    fieldState,
  } = useController({ control, name });
  const error = messageOf(fieldState.error);
  return (
    <FieldShell id={selectId} label={label} hint={hint} error={error}>
      <Select
        {...props}
        id={selectId}
        name={fieldName}
        ref={ref}
        value={value === undefined || value === null ? "" : String(value)}
        onChange={(event) => onChange(parse ? parse(event.target.value) : event.target.value)}
        onBlur={onBlur}
        disabled={props.disabled ?? fieldDisabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
      >
        {children}
      </Select>
    </FieldShell>
  );
}
