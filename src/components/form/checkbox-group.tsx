"use client";

import type { ReactNode } from "react";

export type CheckboxOption<V extends string> = { value: V; label: string; description?: string };

type Props<V extends string> = {
  id: string;
  legend: string;
  hint?: ReactNode;
  options: readonly CheckboxOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  error?: string;
  disabled?: boolean;
};

/** A fieldset of checkboxes; the value keeps the options' order. Each box is named by its label only. */
export function CheckboxGroup<V extends string>({
  id,
  legend,
  hint,
  options,
  value,
  onChange,
  error,
  disabled,
}: Props<V>) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

  function toggle(option: V, checked: boolean) {
    onChange(options.map((o) => o.value).filter((v) => (v === option ? checked : value.includes(v))));
  }

  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {hint && (
        <div id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </div>
      )}
      <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {options.map((option, index) => {
          const boxId = `${id}-${index}`;
          return (
            <div key={option.value} className="flex items-start gap-2">
              <input
                id={boxId}
                type="checkbox"
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                aria-describedby={option.description ? `${boxId}-description` : undefined}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <div className="grid gap-0.5">
                <label htmlFor={boxId} className="text-sm leading-tight font-medium">
                  {option.label}
                </label>
                {option.description && (
                  <p id={`${boxId}-description`} className="text-sm text-muted-foreground">
                    {option.description}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
