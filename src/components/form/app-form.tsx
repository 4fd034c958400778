"use client";

import type { ComponentProps } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { FieldDefaultsContext } from "./field-defaults";

type Props<T extends FieldValues, O> = ComponentProps<"form"> & {
  form: UseFormReturn<T, unknown, O>;
  /** Working (saving, uploading…): aria-busy. */
  busy?: boolean;
  /** Busy (saving…): every field, and every control that asks `useFormDisabled`, is disabled. */
  disabled?: boolean;
  /** The fields' ids: `${idPrefix}-${name}` for a top-level field that names none. */
  idPrefix?: string;
};

/**
 * A form of the app. Its fields read the form (react-hook-form's context), whether they are disabled and their ids
 * from it, so that each names only what is its own. The browser's validation bubbles never show: the schema's
 * messages do.
 */
export function AppForm<T extends FieldValues, O>({
  form,
  busy,
  disabled = false,
  idPrefix,
  children,
  ...props
}: Props<T, O>) {
  return (
    <FormProvider {...form}>
      <FieldDefaultsContext value={{ disabled, idPrefix }}>
        <form noValidate aria-busy={busy || undefined} {...props}>
          {children}
        </form>
      </FieldDefaultsContext>
    </FormProvider>
  );
}
