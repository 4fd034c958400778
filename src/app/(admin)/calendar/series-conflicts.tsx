"use client";

import { skipToken, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { dayValue } from "@/lib/time/day-bounds";
import { zonedDay } from "@/lib/time/zoned-time";
import { useTRPC } from "@/lib/trpc/client";
import { createSeriesInput } from "@/server/availability/series-schema";
import { CancelConflictsBox } from "./cancel-conflicts-box";
import { ConflictsPanel } from "./conflicts-panel";
import { SkipConflictsBox } from "./skip-conflicts-box";
import type { CalendarFormat } from "./use-calendar-format";

type Props = {
  /** The form's values as they stand: checked here by the server's schema before the dry run is asked for. */
  values: object;
  /** The days the form leaves out (excluded_days). */
  skipped: readonly (string | undefined)[];
  timeZone: string;
  format: CalendarFormat;
};

/**
 * Before saving a new series: each occurrence that overlaps a block (saving would be refused) or holds bookings,
 * from the server's dry run, and the choice to cancel those bookings with the series.
 */
export function SeriesConflicts({ values, skipped: skippedDays, timeZone, format }: Props) {
  const t = useTranslations("calendar");
  const trpc = useTRPC();
  // Every occurrence of the rule, those the user chose to leave out included: they stay listed, marked skipped.
  const parsed = createSeriesInput.safeParse({ ...values, cancel_conflicts: false, excluded_days: [] });
  const preview = useQuery(trpc.availability.previewSeries.queryOptions(parsed.success ? parsed.data : skipToken));
  const occurrences = preview.data?.occurrences ?? [];
  const conflicting = occurrences.filter((o) => o.overlapping_block || o.bookings.length);
  const dayOf = (o: { start_date: string }) => dayValue(zonedDay(Date.parse(o.start_date), timeZone).dayMs);
  const overlapDays = occurrences.filter((o) => o.overlapping_block).map(dayOf);
  const skipped = new Set(skippedDays);
  const bookings = occurrences.filter((o) => !skipped.has(dayOf(o))).reduce((n, o) => n + o.bookings.length, 0);

  return (
    <ConflictsPanel id="series-conflicts" title={t("series.conflictsTitle")} busy={preview.isFetching}>
      {!parsed.success ? (
        <p className="text-sm text-muted-foreground">{t("series.conflictsNeedRule")}</p>
      ) : preview.isPending ? (
        <p className="text-sm text-muted-foreground">{t("form.conflictsLoading")}</p>
      ) : preview.isError ? (
        <p className="text-sm text-destructive">{t("form.conflictsFailed")}</p>
      ) : (
        <>
          <p className="text-sm" role="status">
            {t("series.conflictsSummary", { conflicting: conflicting.length, total: occurrences.length })}
          </p>
          {conflicting.length > 0 && (
            <ul aria-label={t("series.conflictsListLabel")} className="grid gap-1 text-sm">
              {conflicting.map((o) => (
                <li key={o.start_date} className={skipped.has(dayOf(o)) ? "text-muted-foreground" : undefined}>
                  <span className="font-medium">{format.dateTime(Date.parse(o.start_date))}</span>
                  {o.overlapping_block && (
                    <>
                      {" · "}
                      {t(skipped.has(dayOf(o)) ? "series.skippedOverlap" : "series.overlapsBlock", {
                        reason: o.overlapping_block.reason,
                      })}
                    </>
                  )}
                  {o.bookings.map((b) => (
                    <span key={b.id}> · {t("series.booking", { student: b.student_name })}</span>
                  ))}
                </li>
              ))}
            </ul>
          )}
          {overlapDays.length > 0 && <SkipConflictsBox days={overlapDays} shown={format.days(overlapDays)} />}
          {bookings > 0 && <CancelConflictsBox id="series-cancel-conflicts" />}
        </>
      )}
    </ConflictsPanel>
  );
}
