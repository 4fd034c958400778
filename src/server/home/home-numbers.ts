import type { Kysely } from "kysely";
import type { DB } from "@/generated/kysely/types";
import type { Ctx } from "@/server/context";
import { examStateWhere } from "@/server/exams/list-exams";
import { examAccessible, groupInScope } from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";
import { schoolBounds } from "./school-bounds";
import { now as appNow } from "@/server/time/now";

export type HomeNumbers = {
  questionsWaiting: number;
  answeredThisWeek: number;
  examsOpen: number;
  examsUpcoming: number;
  bookingsToday: number;
};

/** Students' questions no teacher has answered yet: waiting for one, or claimed and being written. */
export const unansweredStatuses = ["WAITING", "IN_PROGRESS"] as const;

/**
 * The numbers of the day in the scope (docs/home.md), in one statement: today and this week are each school's own
 * (schoolBounds); a question's school is its group's.
 */
export function homeNumbersQuery(db: Kysely<DB>, scope: Scope, now: Date) {
  return db
    .with("bounds", (qb) => schoolBounds(qb, scope, now))
    .selectNoFrom((eb) => [
      eb
        .selectFrom("student_questions as sq")
        .select((c) => c.fn.countAll<string>().as("n"))
        .where("sq.status", "in", unansweredStatuses)
        .where((w) => groupInScope(scope, w.ref("sq.group_id")))
        .as("questions_waiting"),
      eb
        .selectFrom("student_questions as sq")
        .innerJoin("groups as g", "g.id", "sq.group_id")
        .innerJoin("bounds as b", "b.id", "g.school_id")
        // Every zone's Monday 00:00 is less than 7 days and a DST hour before now: a constant range the planner
        // estimates from the answered_at index's statistics, before each school's own Monday is checked.
        .where("sq.answered_at", ">=", new Date(now.getTime() - 8 * 24 * 60 * 60 * 1000))
        .whereRef("sq.answered_at", ">=", "b.week_start")
        .where("sq.answered_at", "<=", now)
        .select((c) => c.fn.countAll<string>().as("n"))
        .as("answered_this_week"),
      eb
        .selectFrom("exams")
        .where(examAccessible(scope))
        .where((w) => examStateWhere(w, "open", now))
        .select((c) => c.fn.countAll<string>().as("n"))
        .as("exams_open"),
      eb
        .selectFrom("exams")
        .where(examAccessible(scope))
        .where((w) => examStateWhere(w, "upcoming", now))
        .select((c) => c.fn.countAll<string>().as("n"))
        .as("exams_upcoming"),
      // School by school (lateral): each school's day is a range of the (school_id, scheduled_for) index, where a
      // join on the whole table would read every booking.
      eb
        .selectFrom("bounds as b")
        .innerJoinLateral(
          (l) =>
            l
              .selectFrom("bookings as bk")
              .select((c) => c.fn.countAll<string>().as("n"))
              .whereRef("bk.school_id", "=", "b.id")
              .whereRef("bk.scheduled_for", ">=", "b.day_start")
              .whereRef("bk.scheduled_for", "<", "b.day_end")
              .where("bk.cancelled_at", "is", null)
              .as("t"),
          (join) => join.onTrue(),
        )
        .select((c) => c.fn.coalesce(c.fn.sum<string>("t.n"), c.lit(0)).as("n"))
        .as("bookings_today"),
    ]);
}

export async function homeNumbers(ctx: Ctx, { now = appNow() }: { now?: Date } = {}): Promise<HomeNumbers> {
  const row = await homeNumbersQuery(ctx.db.kysely, ctx.scope, now).executeTakeFirstOrThrow();
  return {
    questionsWaiting: Number(row.questions_waiting),
    answeredThisWeek: Number(row.answered_this_week),
    examsOpen: Number(row.exams_open),
    examsUpcoming: Number(row.exams_upcoming),
    bookingsToday: Number(row.bookings_today),
  };
}
