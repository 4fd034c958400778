"use client";

import { useFormatter, useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

/** `name`: the label for screen readers when the visible one is short (e.g. "Nota 5" for "5"). */
export type Bar = { label: string; value: number; name?: string };

type Props = { id: string; title: string; bars: readonly Bar[]; layout?: "rows" | "columns"; axisLabel?: string };

/**
 * Bars in CSS, no chart library. Every count is printed beside (or above) its bar, so the figure
 * reads the same without seeing the bars; the bars themselves are hidden from screen readers.
 */
export function BarChart({ id, title, bars, layout = "rows", axisLabel }: Props) {
  const t = useTranslations("reports");
  const format = useFormatter();
  const max = Math.max(0, ...bars.map((b) => b.value));
  const share = (value: number) => (max > 0 ? `${(100 * value) / max}%` : "0%");
  const total = bars.reduce((sum, b) => sum + b.value, 0);

  return (
    <figure aria-labelledby={`${id}-title`} className="grid content-start gap-3">
      <figcaption id={`${id}-title`} className="text-sm font-medium">
        {title}
      </figcaption>
      {total === 0 ? (
        <p className="text-sm text-muted-foreground">{t("usage.noData")}</p>
      ) : layout === "rows" ? (
        <ul className="grid gap-2">
          {bars.map((bar) => (
            <li key={bar.label} className="grid grid-cols-[minmax(6rem,10rem)_1fr_auto] items-center gap-3 text-sm">
              <span className="truncate" title={bar.label}>
                {bar.label}
              </span>
              <span aria-hidden className="h-3 rounded-sm bg-muted">
                <span className="block h-full rounded-sm bg-primary" style={{ width: share(bar.value) }} />
              </span>
              <span className="text-right tabular-nums">{format.number(bar.value)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="grid gap-1">
          <ul className="flex h-40 items-stretch gap-1">
            {bars.map((bar) => (
              <li key={bar.label} className="flex min-w-0 flex-1 flex-col items-center gap-1">
                <span className="sr-only">
                  {t("usage.barLabel", { label: bar.name ?? bar.label, count: bar.value })}
                </span>
                <span aria-hidden className="text-xs tabular-nums">
                  {format.number(bar.value)}
                </span>
                <span aria-hidden className="flex w-full flex-1 items-end">
                  <span
                    className={cn("block w-full rounded-t-sm bg-primary", bar.value === 0 && "bg-transparent")}
                    style={{ height: share(bar.value) }}
                  />
                </span>
                <span aria-hidden className="text-xs text-muted-foreground">
                  {bar.label}
                </span>
              </li>
            ))}
          </ul>
          {axisLabel && <p className="text-center text-xs text-muted-foreground">{axisLabel}</p>}
        </div>
      )}
    </figure>
  );
}
