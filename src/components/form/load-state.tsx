"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { ErrorAlert } from "@/components/ui/alert";

type Props = { pending: boolean; failed: ReactNode };

/**
 * What stands in for a form while the several queries it needs load ("loading"), or when one failed (why). A form
 * that needs one query shows it through QueryResult.
 */
export function LoadState({ pending, failed }: Props) {
  const t = useTranslations("common");
  if (pending) return <p className="text-sm text-muted-foreground">{t("loading")}</p>;
  return <ErrorAlert>{failed}</ErrorAlert>;
}
