"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatBytes } from "@/lib/download/download";
import type { DownloadState } from "./use-report-form";

/** Bytes received while the report streams in (its length is not known ahead); the outcome is a toast. */
export function DownloadStatus({ state }: { state: DownloadState }) {
  const t = useTranslations("reports");
  const locale = useLocale();
  const text = state.phase === "downloading" ? t("received", { size: formatBytes(state.bytes, locale) }) : "";
  return (
    <div className="flex items-center gap-3">
      {state.phase === "downloading" && <progress className="h-2 w-32 accent-primary" aria-label={t("downloading")} />}
      <p role="status" className="text-sm font-medium tabular-nums">
        {text}
      </p>
    </div>
  );
}
