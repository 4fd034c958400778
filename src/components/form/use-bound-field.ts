"use client";

import { useContext, useId, type ReactNode } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { FieldDefaultsContext, useDefaultFieldId } from "./field-defaults";
import { messageOf } from "./field-error";
import { describedBy } from "./field-shell";

/**
 * What every bound field takes. Inside an AppForm a field reads the form from it; `fieldsOf<Values>()` gives the
 * fields whose names are checked against the form's values. Outside one, `control` names the form.
 */
export type BoundFieldProps<T extends FieldValues, O> = {
  control?: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  /** Absent: the form's `${idPrefix}-${name}`, else a generated one. */
  id?: string;
  /** Absent: the form's (disabled while it is busy). */
  disabled?: boolean;
};

type Options<T extends FieldValues, O> = Pick<BoundFieldProps<T, O>, "control" | "name" | "id" | "hint" | "disabled">;

/**
 * A form field bound to one control: its value and change handler, its message, and the attributes every control
 * carries (id, name, ref for focusing the first error, disabled, aria-invalid and aria-describedby). `rest` is what
 * the field's props hold besides, for its control.
 */
export function useBoundField<T extends FieldValues, O, R extends object>({
  control,
  name,
  id,
  hint,
  disabled,
  ...rest
}: Options<T, O> & R) {
  const fallbackId = useId();
  const defaultId = useDefaultFieldId(name);
  const inputId = id ?? defaultId ?? fallbackId;
  const formDisabled = useContext(FieldDefaultsContext).disabled;
  const {
    field: { ref, value, onChange, onBlur, disabled: fieldDisabled, name: fieldName },
    fieldState,
  } = useController({ control, name });
  const error = messageOf(fieldState.error);
  return {
    rest,
    inputId,
    error,
    value: value as unknown,
    onChange: onChange as (value: unknown) => void,
    attributes: {
      id: inputId,
      name: fieldName,
      ref,
      onBlur,
      disabled: disabled ?? (formDisabled || fieldDisabled),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(inputId, hint, error),
    },
  };
}
