"use client";

import type { BaseSyntheticEvent, ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { AppForm } from "@/components/form/app-form";

type Props<T extends FieldValues, O> = {
  /** The block's or the series' form state (useBlockForm, useSeriesForm). */
  state: { form: UseFormReturn<T, unknown, O>; busy: boolean; submit: (event?: BaseSyntheticEvent) => Promise<void> };
  /** The fields' ids: `${idPrefix}-${name}`. */
  idPrefix: string;
  children: ReactNode;
};

/** The form of the block dialog, the block's or the series': busy, its fields disabled, while a save or delete runs. */
export function DialogForm<T extends FieldValues, O>({ state, idPrefix, children }: Props<T, O>) {
  return (
    <AppForm
      form={state.form}
      idPrefix={idPrefix}
      busy={state.busy}
      disabled={state.busy}
      onSubmit={state.submit}
      className="grid gap-4"
    >
      {children}
    </AppForm>
  );
}
