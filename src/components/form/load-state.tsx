"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";

type Props = { pending: boolean; failed: ReactNode };

/** What stands in for a form while what it needs loads ("loading"), or when that failed (why). */
export function LoadState({ pending, failed }: Props) {
  const t = useTranslations("common");
  if (pending) return <p className="text-sm text-muted-foreground">{t("loading")}</p>;
  return (
    <Alert variant="destructive" role="alert">
      <AlertDescription>{failed}</AlertDescription>
    </Alert>
  );
}
