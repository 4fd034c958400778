"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { WizardPhase } from "./use-import-wizard";

type Props = { phase: Extract<WizardPhase, { step: "sending" }>; onCancel: () => void };

/** The file going up (a share), then the server reading and checking it (busy, no share known); cancellable. */
export function SendingStatus({ phase, onCancel }: Props) {
  const t = useTranslations("questionsImport");
  const reading = phase.uploaded >= 1;
  const percent = Math.round(phase.uploaded * 100);
  const label = reading ? (phase.dryRun ? t("checking") : t("importing")) : t("uploading", { percent });
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted/30 px-4 py-3" aria-busy="true">
      {reading ? (
        <progress className="h-2 w-40 accent-primary" aria-label={label} />
      ) : (
        <progress className="h-2 w-40 accent-primary" aria-label={label} max={100} value={percent} />
      )}
      <p role="status" className="text-sm font-medium tabular-nums">
        {label}
      </p>
      <Button type="button" variant="outline" onClick={onCancel}>
        {t("cancel")}
      </Button>
    </div>
  );
}
