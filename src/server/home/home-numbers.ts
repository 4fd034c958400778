import type { Kysely } from "kysely";
import type { DB } from "@/generated/kysely/types";
import type { Ctx } from "@/server/context";
import { examStateWhere } from "@/server/exams/list-exams";
import { examAccessible, groupInScope } from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";
import { schoolBounds } from "./school-bounds";

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
        // The earliest Monday of all: a range the answered_at index can take before each school's own is checked.
        .where("sq.answered_at", ">=", (w) => w.selectFrom("bounds").select((m) => m.fn.min("week_start").as("w")))
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
      eb
        .selectFrom("bookings as bk")
        .innerJoin("bounds as b", "b.id", "bk.school_id")
        .whereRef("bk.scheduled_for", ">=", "b.day_start")
        .whereRef("bk.scheduled_for", "<", "b.day_end")
        .where("bk.cancelled_at", "is", null)
        .select((c) => c.fn.countAll<string>().as("n"))
        .as("bookings_today"),
    ]);
}

export async function homeNumbers(ctx: Ctx, { now = new Date() }: { now?: Date } = {}): Promise<HomeNumbers> {
  const row = await homeNumbersQuery(ctx.db.kysely, ctx.scope, now).executeTakeFirstOrThrow();
  return {
    questionsWaiting: Number(row.questions_waiting),
    answeredThisWeek: Number(row.answered_this_week),
    examsOpen: Number(row.exams_open),
    examsUpcoming: Number(row.exams_upcoming),
    bookingsToday: Number(row.bookings_today),
  };
}
