"use client";

import { ArrowDown, ArrowUp, Minus } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import type { GroupsUsage } from "@/server/reports/groups-usage/schema";
import { cn } from "@/lib/utils";

type Figure = {
  key: string;
  value: (u: GroupsUsage) => number | null;
  show: (v: number) => string;
  better: "higher" | "lower";
};

/** Each headline figure of the period beside the previous period's, with the direction of the change. */
export function HeadlineFigures({ current, previous }: { current: GroupsUsage; previous: GroupsUsage }) {
  const t = useTranslations("reports.usage");
  const format = useFormatter();
  const decimal = (v: number) => format.number(v, { maximumFractionDigits: 2 });
  const figures: Figure[] = [
    { key: "totalQuestions", value: (u) => u.total_questions, show: (v) => format.number(v), better: "higher" },
    {
      key: "responseTime",
      value: (u) => u.average_adjusted_response_time_in_minutes,
      show: (v) => t("minutes", { value: decimal(v) }),
      better: "lower",
    },
    {
      key: "activeUsers",
      value: (u) => u.active_users_percentage,
      show: (v) => format.number(v / 100, { style: "percent", maximumFractionDigits: 1 }),
      better: "higher",
    },
    { key: "answerRating", value: (u) => u.average_answer_rating, show: decimal, better: "higher" },
    { key: "nps", value: (u) => u.average_nps, show: decimal, better: "higher" },
    { key: "responseTimeNps", value: (u) => u.average_response_time_nps, show: decimal, better: "higher" },
  ];

  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {figures.map((figure) => {
        const now = figure.value(current);
        const before = figure.value(previous);
        const change = now === null || before === null ? null : now > before ? "up" : now < before ? "down" : "same";
        const good = change === "same" || change === null ? null : (change === "up") === (figure.better === "higher");
        const Icon = change === "up" ? ArrowUp : change === "down" ? ArrowDown : Minus;
        return (
          <div key={figure.key} className="grid content-start gap-1 rounded-lg border p-4">
            <dt className="text-sm text-muted-foreground">{t(`figures.${figure.key}`)}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{now === null ? t("none") : figure.show(now)}</dd>
            <dd className="flex items-center gap-1.5 text-sm text-muted-foreground">
              {change && (
                <span
                  className={cn(
                    "inline-flex items-center",
                    good === true && "text-success",
                    good === false && "text-destructive",
                  )}
                >
                  <Icon className="size-4" aria-hidden />
                  <span className="sr-only">{t(`change.${change}`)}</span>
                </span>
              )}
              <span className="tabular-nums">
                {t("previous", { value: before === null ? t("none") : figure.show(before) })}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
