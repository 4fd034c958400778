"use client";

import { TRPCClientError } from "@trpc/client";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";

/** A failed preview query, with the server's message. */
export function PreviewError({ error }: { error: unknown }) {
  const t = useTranslations("reports");
  const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
  const message = error instanceof Error ? error.message : "";
  return (
    <Alert variant="destructive" role="alert">
      <AlertDescription>
        {code === "FORBIDDEN"
          ? t("errors.forbidden")
          : message
            ? t("errors.previewWith", { message })
            : t("errors.preview")}
      </AlertDescription>
    </Alert>
  );
}
