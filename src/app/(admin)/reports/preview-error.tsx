"use client";

import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useErrorText } from "@/lib/errors/use-error-text";

/** A failed preview query, with the error's message by its reason. */
export function PreviewError({ error }: { error: unknown }) {
  const t = useTranslations("reports");
  const errorText = useErrorText();
  return (
    <Alert variant="destructive" role="alert">
      <AlertDescription>{t("errors.previewWith", { message: errorText.error(error) })}</AlertDescription>
    </Alert>
  );
}
