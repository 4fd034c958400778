"use client";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { useErrorText } from "@/lib/errors/use-error-text";

/** A failed preview query, translated by its code. */
export function PreviewError({ error }: { error: unknown }) {
  const errorText = useErrorText();
  return (
    <Alert variant="destructive" role="alert">
      <AlertDescription>{errorText.error(error)}</AlertDescription>
    </Alert>
  );
}
