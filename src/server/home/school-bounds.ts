import { sql, type QueryCreator } from "kysely";
import type { DB } from "@/generated/kysely/types";
import { schoolInScope } from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";

/**
 * The schools in the caller's scope with today and this week (from Monday, ISO) in each school's own zone, as
 * half-open instants: PostgreSQL cuts the days, so the platform admin's numbers take every school's own midnight.
 */
export function schoolBounds(db: QueryCreator<DB>, scope: Scope, now: Date) {
  const local = sql`(${now}::timestamptz at time zone s.time_zone)`;
  return db
    .selectFrom("schools as s")
    .where((eb) => schoolInScope(scope, eb.ref("s.id")))
    .select([
      "s.id",
      sql<Date>`date_trunc('day', ${local}) at time zone s.time_zone`.as("day_start"),
      sql<Date>`(date_trunc('day', ${local}) + interval '1 day') at time zone s.time_zone`.as("day_end"),
      sql<Date>`date_trunc('week', ${local}) at time zone s.time_zone`.as("week_start"),
    ]);
}
