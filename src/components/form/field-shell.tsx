import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

/** aria-describedby of a control with an optional hint and error. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** The hint and the error below a control, with the ids `describedBy` points at. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <div id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </>
  );
}

type Props = { id: string; label: ReactNode; hint?: ReactNode; error?: string; children: ReactNode };

/** A label above its control, the hint and the error below: the layout every field of every form shares. */
export function FieldShell({ id, label, hint, error, children }: Props) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
