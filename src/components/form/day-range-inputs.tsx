"use client";

import { Input } from "@/components/ui/input";
import { describedBy, FieldShell } from "./field-shell";

type Side = { label: string; value: string | null | undefined; onChange: (day: string) => void; error?: string };
type Props = { id: string; from: Side; to: Side; disabled?: boolean };

/**
 * "From" and "to" as whole days ("YYYY-MM-DD", in the school's zone: docs/time.md), each bounded by the other; the
 * two fields of every period filter. The caller turns the days into instants with dayBounds.
 */
export function DayRangeInputs({ id, from, to, disabled }: Props) {
  const day = (side: "from" | "to", { label, value, onChange, error }: Side) => {
    const inputId = `${id}-${side}`;
    return (
      <FieldShell id={inputId} label={label} error={error}>
        <Input
          id={inputId}
          type="date"
          value={value ?? ""}
          disabled={disabled}
          {...(side === "from" ? { max: to.value ?? undefined } : { min: from.value ?? undefined })}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, undefined, error)}
        />
      </FieldShell>
    );
  };
  return (
    <>
      {day("from", from)}
      {day("to", to)}
    </>
  );
}
