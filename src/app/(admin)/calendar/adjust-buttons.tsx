"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { SLOT_MINUTES } from "./view-range";

type Props = { disabled: boolean; onMove: (minutes: number) => void; onResize: (minutes: number) => void };

/** The keyboard's way to drag a block: move it or its end by one grid step. */
export function AdjustButtons({ disabled, onMove, onResize }: Props) {
  const t = useTranslations("calendar.form");
  const step = SLOT_MINUTES;
  const buttons = [
    { label: t("moveEarlier", { minutes: step }), run: () => onMove(-step) },
    { label: t("moveLater", { minutes: step }), run: () => onMove(step) },
    { label: t("shorten", { minutes: step }), run: () => onResize(-step) },
    { label: t("lengthen", { minutes: step }), run: () => onResize(step) },
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t("adjust")}</legend>
      <div className="flex flex-wrap gap-2">
        {buttons.map((b) => (
          <Button key={b.label} type="button" size="sm" variant="outline" disabled={disabled} onClick={b.run}>
            {b.label}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
