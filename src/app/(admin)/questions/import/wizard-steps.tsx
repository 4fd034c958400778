"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import type { WizardPhase } from "./use-import-wizard";

const steps = ["upload", "preview", "confirm"] as const;

function currentStep(phase: WizardPhase): (typeof steps)[number] {
  if (phase.step === "choose") return "upload";
  if (phase.step === "sending") return phase.dryRun ? "upload" : "confirm";
  return phase.step === "preview" ? "preview" : "confirm";
}

/** Where the user is among the three steps: file and options, preview, import. */
export function WizardSteps({ phase }: { phase: WizardPhase }) {
  const t = useTranslations("questionsImport");
  const current = currentStep(phase);
  return (
    <ol aria-label={t("steps.label")} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {steps.map((step, index) => (
        <li
          key={step}
          aria-current={step === current ? "step" : undefined}
          className={cn("flex items-center gap-2", step === current ? "font-semibold" : "text-muted-foreground")}
        >
          <span
            aria-hidden
            className={cn(
              "flex size-6 items-center justify-center rounded-full border text-xs",
              step === current && "border-primary bg-primary text-primary-foreground",
            )}
          >
            {index + 1}
          </span>
          {t(`steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
