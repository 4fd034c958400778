"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import type { groupsUsageInput } from "@/server/reports/schema";
import { useTRPC } from "@/lib/trpc/client";
import { BarChart } from "./bar-chart";
import { HeadlineFigures } from "./headline-figures";
import { PreviewError } from "./preview-error";

const npsCharts = [
  { id: "usage-nps", title: "npsGeneral", kind: "GENERAL" },
  { id: "usage-nps-response-time", title: "npsResponseTime", kind: "RESPONSE_TIME" },
] as const;

const scores = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The groups usage summary: headline figures against the previous period, and three distributions. */
export function GroupsUsagePreview({ input }: { input: z.output<typeof groupsUsageInput> }) {
  const t = useTranslations("reports.usage");
  const tCommon = useTranslations("common");
  const trpc = useTRPC();
  const usage = useQuery(trpc.reports.groupsUsage.queryOptions(input));

  if (usage.isPending) return <p className="text-sm text-muted-foreground">{tCommon("loading")}</p>;
  if (usage.isError) return <PreviewError error={usage.error} />;
  const { current, previous } = usage.data;
  const npsBars = (kind: string) =>
    scores(0, 10).map((score) => ({
      label: String(score),
      name: t("scoreName", { score }),
      value: current.nps_answers
        .filter((n) => n.kind === kind && n.score === score)
        .reduce((sum, n) => sum + n.count, 0),
    }));

  return (
    <div className="grid gap-8">
      <p className="text-sm">
        {t("periods", {
          start: current.start_date,
          end: current.end_date,
          previousStart: previous.start_date,
          previousEnd: previous.end_date,
        })}
      </p>
      <HeadlineFigures current={current} previous={previous} />
      <div className="grid gap-8 lg:grid-cols-2">
        <BarChart
          id="usage-by-discipline"
          title={t("byDiscipline")}
          bars={Object.entries(current.questions_count_by_discipline)
            .map(([label, value]) => ({ label, value }))
            .sort((a, b) => b.value - a.value)}
        />
        <BarChart
          id="usage-ratings"
          title={t("ratings")}
          layout="columns"
          axisLabel={t("ratingAxis")}
          bars={current.answer_ratings.map((r) => ({
            label: String(r.rating),
            name: t("ratingName", { rating: r.rating }),
            value: r.count,
          }))}
        />
        {npsCharts.map(({ id, title, kind }) => (
          <BarChart
            key={id}
            id={id}
            title={t(title)}
            layout="columns"
            axisLabel={t("scoreAxis")}
            bars={npsBars(kind)}
          />
        ))}
      </div>
    </div>
  );
}
