import type { Kdb } from "@/server/db/kysely";
import { teacherManaged } from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";
import { parseRRule } from "./expand-series";
import { selectBlocks, toBlockOutput } from "./read-blocks";
import type { SeriesOutput, WeekdayCode } from "./series-schema";

type SeriesRow = {
  id: string;
  teacher_id: string;
  start_date: Date;
  duration_minutes: number;
  time_zone: string;
  rrule: string;
  excluded_days: string[] | null;
  reason: string;
  created_at: Date;
};

/** A stored series as the rule expandSeries reads. */
export function ruleOf(
  row: Pick<SeriesRow, "start_date" | "duration_minutes" | "time_zone" | "rrule" | "excluded_days">,
) {
  const start = row.start_date.getTime();
  return {
    start,
    end: start + row.duration_minutes * 60_000,
    timeZone: row.time_zone,
    ...parseRRule(row.rrule, row.time_zone),
    excludedDays: row.excluded_days ?? [],
  };
}

/** The series the caller manages (a teacher: their own), with their linked blocks; `k` may be kyselyIn(tx). */
export async function readSeries(
  kysely: Kdb,
  scope: Scope,
  filter: { id?: string; teacherId?: string },
): Promise<SeriesOutput[]> {
  let query = kysely
    .selectFrom("availability_series as s")
    .innerJoin("users", "users.id", "s.teacher_id")
    .selectAll("s")
    .where(teacherManaged(scope));
  if (filter.id) query = query.where("s.id", "=", filter.id);
  if (filter.teacherId) query = query.where("s.teacher_id", "=", filter.teacherId);
  const rows = await query.orderBy("s.start_date").orderBy("s.id").execute();
  if (!rows.length) return [];
  const blocks = await selectBlocks(kysely)
    .select("b.series_id")
    .where(
      "b.series_id",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("b.start_date")
    .execute();
  return rows.map((row) => {
    const rule = ruleOf(row);
    return {
      id: row.id,
      teacher_id: row.teacher_id,
      start_date: new Date(rule.start).toISOString(),
      end_date: new Date(rule.end).toISOString(),
      time_zone: row.time_zone,
      by_day: [...rule.byDay] as WeekdayCode[],
      count: rule.count ?? null,
      until: rule.until === undefined ? null : new Date(rule.until).toISOString(),
      rrule: row.rrule,
      excluded_days: rule.excludedDays,
      reason: row.reason,
      created_at: row.created_at.toISOString(),
      occurrences: blocks.filter((b) => b.series_id === row.id).map(toBlockOutput),
    };
  });
}
