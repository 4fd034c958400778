import { zonedDay } from "@/lib/time/zoned-time";
import type { Tx } from "@/server/db/client";
import { DomainError } from "@/server/errors/domain-error";
import type { Scope } from "@/server/scope/scope";
import { meetBookings, overlappingBlock } from "./block-conflicts";
import { expandSeries, type Occurrence, type SeriesRule } from "./expand-series";
import { maxOccurrences } from "./series-schema";

/** The occurrences of a rule from `from` on; 422 when there is none or too many. */
export function occurrencesOf(rule: SeriesRule, from = Number.NEGATIVE_INFINITY): Occurrence[] {
  const all = expandSeries(rule);
  if (all.length > maxOccurrences)
    throw new DomainError("UNPROCESSABLE", "series_too_many", `A series has at most ${maxOccurrences} occurrences`, {
      params: { max: maxOccurrences },
      issues: [{ path: ["count"], code: "series_too_many", message: "Too many", params: { max: maxOccurrences } }],
    });
  const kept = all.filter((o) => o.start >= from);
  if (!kept.length)
    throw new DomainError("UNPROCESSABLE", "series_empty", "No occurrence falls in this period", {
      issues: [{ path: ["by_day"], code: "series_empty", message: "No occurrence" }],
    });
  return kept;
}

/** 422 for a day left out that is no occurrence's: most likely a day of another zone, or a typo. */
export function checkExcludedDays(rule: SeriesRule) {
  const days = new Set(expandSeries({ ...rule, excludedDays: [] }).map((o) => o.day));
  const unknown = (rule.excludedDays ?? []).flatMap((day, index) => (days.has(day) ? [] : [{ day, index }]));
  const [first] = unknown;
  if (!first) return;
  throw new DomainError("UNPROCESSABLE", "series_excluded_day_unknown", `${first.day} is not a day of the rule`, {
    params: { date: first.day },
    issues: unknown.map(({ day, index }) => ({
      path: ["excluded_days", index],
      code: "series_excluded_day_unknown" as const,
      message: `${day} is not a day of the rule`,
      params: { date: day },
    })),
  });
}

/**
 * Every occurrence against the teacher's other blocks, under lockTeacher: one overlap refuses the whole series with
 * 409, naming each overlapping occurrence's day. Then the bookings inside, cancelled with `cancel`.
 */
export async function checkOccurrences(
  tx: Tx,
  scope: Scope,
  teacherId: string,
  occurrences: readonly Occurrence[],
  cancel: boolean,
) {
  const overlaps: { day: string; blockId: string }[] = [];
  for (const o of occurrences) {
    const block = await overlappingBlock(tx, teacherId, new Date(o.start), new Date(o.end));
    if (block) overlaps.push({ day: o.day, blockId: block.id });
  }
  if (overlaps.length) {
    const dates = overlaps.map((o) => o.day).join(", ");
    throw new DomainError("CONFLICT", "series_overlap", `Occurrences overlap the teacher's blocks: ${dates}`, {
      params: { count: overlaps.length, dates },
      issues: overlaps.map((o) => ({
        path: ["start_date"],
        code: "block_overlap" as const,
        message: o.day,
        params: { id: o.blockId, date: o.day },
      })),
    });
  }
  const conflicts = [];
  for (const o of occurrences)
    conflicts.push(...(await meetBookings(tx, scope, teacherId, new Date(o.start), new Date(o.end), cancel)));
  return conflicts;
}

/**
 * An occurrence edited or deleted on its own ("this one") leaves its series: its local day is excluded, so that a
 * rewrite of the whole series does not bring it back.
 */
export async function detachOccurrence(tx: Tx, block: { seriesId: string | null; startDate: Date }) {
  if (!block.seriesId) return;
  const series = await tx.availabilitySeries.findUnique({ where: { id: block.seriesId }, select: { timeZone: true } });
  if (!series) return;
  const day = new Date(zonedDay(block.startDate.getTime(), series.timeZone).dayMs).toISOString().slice(0, 10);
  await tx.availabilitySeries.update({ where: { id: block.seriesId }, data: { excludedDays: { push: day } } });
}
