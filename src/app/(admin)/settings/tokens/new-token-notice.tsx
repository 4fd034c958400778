"use client";

import { useState } from "react";
import { Check, Copy, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

type Props = { name: string; token: string; onDismiss: () => void };

/** The secret of a just-created token: the only time the user can see it. */
export function NewTokenNotice({ name, token, onDismiss }: Props) {
  const t = useTranslations("tokens");
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");

  async function copyToken() {
    try {
      await navigator.clipboard.writeText(token);
      setCopy("copied");
    } catch {
      // The clipboard API needs a secure context and permission; the text stays selectable.
      setCopy("failed");
    }
  }

  return (
    <Alert variant="warning">
      <TriangleAlert aria-hidden />
      <AlertTitle>{t("newTokenTitle")}</AlertTitle>
      <AlertDescription className="w-full gap-3">
        <p>{t("newTokenWarning")}</p>
        <div className="flex w-full flex-wrap items-center gap-2">
          <code
            data-testid="new-token"
            aria-label={t("newTokenLabel", { name })}
            className="min-w-0 flex-1 rounded-md border bg-background px-3 py-2 font-mono text-sm break-all text-foreground select-all"
          >
            {token}
          </code>
          <Button type="button" variant="outline" size="sm" onClick={copyToken}>
            {copy === "copied" ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copy === "copied" ? t("copied") : t("copy")}
          </Button>
          <Button type="button" variant="secondary" size="sm" onClick={onDismiss}>
            {t("dismiss")}
          </Button>
        </div>
        {copy === "failed" && <p role="alert">{t("copyFailed")}</p>}
      </AlertDescription>
    </Alert>
  );
}
