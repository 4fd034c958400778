"use client";

import { createContext, useContext } from "react";

type FieldDefaults = {
  /** The form is busy (saving, uploading…): its fields and its own buttons are disabled. */
  disabled: boolean;
  /** A top-level field's id is `${idPrefix}-${name}` unless it gives one. */
  idPrefix?: string;
};

/** What the fields of an AppForm take from it unless they say otherwise; outside one, nothing. */
export const FieldDefaultsContext = createContext<FieldDefaults>({ disabled: false });

/** Whether the form around is busy, for a control that is not a bound field (a button of an editor, a file input). */
export function useFormDisabled(): boolean {
  return useContext(FieldDefaultsContext).disabled;
}

/** The form's id prefix, for a group of controls that names its ids itself (`${prefix}-start`, `${prefix}-end`). */
export function useIdPrefix(): string | undefined {
  return useContext(FieldDefaultsContext).idPrefix;
}

/**
 * The id a field gets from its form's prefix. An entry of an array names its own: its index moves, so the id is
 * its row's key.
 */
export function useDefaultFieldId(name: string): string | undefined {
  const { idPrefix } = useContext(FieldDefaultsContext);
  return idPrefix && !name.includes(".") ? `${idPrefix}-${name}` : undefined;
}
