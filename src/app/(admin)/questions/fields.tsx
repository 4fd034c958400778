"use client";

import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";

/** aria-describedby for a field with an optional hint and error list. */
export function describedBy(id: string, hint: ReactNode, errors: readonly string[] | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** The hint and the error messages below a field, with the ids `describedBy` points at. */
export function FieldNotes({ id, hint, errors }: { id: string; hint?: ReactNode; errors?: readonly string[] }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {errors?.length ? (
        <div id={`${id}-error`} className="grid gap-0.5 text-sm text-destructive">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </>
  );
}

type Common = { id: string; label: string; hint?: ReactNode; errors?: readonly string[] };

export function TextField({ id, label, hint, errors, ...props }: Common & Omit<ComponentProps<typeof Input>, "id">) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        autoComplete="off"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
        {...props}
      />
      <FieldNotes id={id} hint={hint} errors={errors} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  hint,
  errors,
  children,
  ...props
}: Common & Omit<ComponentProps<typeof Select>, "id">) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
        {...props}
      >
        {children}
      </Select>
      <FieldNotes id={id} hint={hint} errors={errors} />
    </div>
  );
}
