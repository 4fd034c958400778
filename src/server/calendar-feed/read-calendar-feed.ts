import type { Database } from "@/server/db/client";
import { DEFAULT_TIME_ZONE } from "@/lib/time/default-time-zone";
import { maxBookingMinutes } from "@/server/bookings/schema";
import { userSchoolTimeZone } from "@/server/time/user-time-zone";
import { activeUser } from "@/server/auth/active-user";
import { managedTeachers } from "@/server/scope/predicates";
import { hashFeedSecret } from "./feed-secret";
import { feedWindow } from "./feed-window";

export type FeedEvent = {
  kind: "block" | "booking";
  id: string;
  start: Date;
  end: Date;
  teacher: string;
  reason?: string;
  student?: string;
  discipline?: string;
};

export type FeedContent = { schoolName: string | null; owner: string; timeZone: string; events: FeedEvent[] };

const fullName = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`;

/**
 * The feed a secret opens, or null when it opens none: unknown or revoked, an owner who is blocked or
 * deleted, or who no longer holds the role the feed was made with (a teacher; an administrator of its school).
 */
async function feedOf(db: Database, secret: string) {
  return db.kysely
    .selectFrom("calendar_feeds as f")
    .innerJoin("users", "users.id", "f.user_id")
    .leftJoin("schools as s", "s.id", "f.school_id")
    .select((eb) => [
      "f.school_id",
      "users.id",
      "users.first_name",
      "users.last_name",
      "s.name as school_name",
      "s.time_zone as school_zone",
      userSchoolTimeZone(eb).as("own_zone"),
    ])
    .where("f.secret_hash", "=", hashFeedSecret(secret))
    .where("f.revoked_at", "is", null)
    .where(activeUser)
    .where((eb) =>
      eb.or([
        eb.and([eb("f.school_id", "is", null), eb("users.role", "=", "TEACHER")]),
        eb("users.role", "=", "PLATFORM_ADMIN"),
        eb.and([
          eb("users.role", "=", "SCHOOL_ADMIN"),
          eb.exists(
            eb
              .selectFrom("school_memberships as sm")
              .select(eb.lit(1).as("one"))
              .whereRef("sm.user_id", "=", "users.id")
              .whereRef("sm.school_id", "=", "f.school_id"),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
}

/** Everything a feed lists, read before the answer is written, so no connection waits on the calendar client. */
export async function readCalendarFeed(db: Database, secret: string, now: number): Promise<FeedContent | null> {
  const feed = await feedOf(db, secret);
  if (!feed) return null;
  const schoolId = feed.school_id;
  // A school's feed shows its teachers, a teacher's feed their own time: the rule of whose time a caller manages.
  const teachers = managedTeachers(schoolId ? { schools: [schoolId] } : { teacher: feed.id });
  const { start, end } = feedWindow(now);
  const [blocks, bookings] = await Promise.all([
    db.kysely
      .selectFrom("availability_blocks as b")
      .innerJoin("users", "users.id", "b.teacher_id")
      .select(["b.id", "b.start_date", "b.end_date", "b.reason", "users.first_name", "users.last_name"])
      .where(teachers)
      .where("b.start_date", "<", end)
      .where("b.end_date", ">", start)
      .orderBy("b.start_date")
      .execute(),
    db.kysely
      .selectFrom("bookings as b")
      .innerJoin("users", "users.id", "b.teacher_id")
      .innerJoin("users as st", "st.id", "b.student_id")
      .innerJoin("disciplines as d", "d.id", "b.discipline_id")
      .select(["b.id", "b.scheduled_for", "b.duration_minutes", "users.first_name", "users.last_name", "d.name"])
      .select(["st.first_name as student_first_name", "st.last_name as student_last_name"])
      .where(teachers)
      .$if(schoolId !== null, (q) => q.where("b.school_id", "=", schoolId!))
      .where("b.cancelled_at", "is", null)
      .where("b.scheduled_for", "<", end)
      .where("b.scheduled_for", ">", new Date(start.getTime() - maxBookingMinutes * 60_000))
      .orderBy("b.scheduled_for")
      .execute(),
  ]);
  const events: FeedEvent[] = [
    ...blocks.map((b) => ({
      kind: "block" as const,
      id: b.id,
      start: b.start_date,
      end: b.end_date,
      teacher: fullName(b),
      reason: b.reason,
    })),
    ...bookings
      .filter((b) => b.scheduled_for.getTime() + b.duration_minutes * 60_000 > start.getTime())
      .map((b) => ({
        kind: "booking" as const,
        id: b.id,
        start: b.scheduled_for,
        end: new Date(b.scheduled_for.getTime() + b.duration_minutes * 60_000),
        teacher: fullName(b),
        student: `${b.student_first_name} ${b.student_last_name}`,
        discipline: b.name,
      })),
  ];
  const timeZone = (schoolId ? feed.school_zone : feed.own_zone) ?? DEFAULT_TIME_ZONE;
  return { schoolName: feed.school_name, owner: fullName(feed), timeZone, events };
}
