import type { ExpressionBuilder } from "kysely";
import type { DB } from "@/generated/kysely/types";
import { DEFAULT_TIME_ZONE } from "@/lib/time/default-time-zone";
import type { Database } from "@/server/db/client";

/**
 * The time zone of a user's school: the first (by id) of the schools they are a member of. A
 * subquery, null for a user with no school (docs/time.md).
 */
export const userSchoolTimeZone = (eb: ExpressionBuilder<DB, "users">) =>
  eb
    .selectFrom("school_memberships as sm")
    .innerJoin("schools as s", "s.id", "sm.school_id")
    .select("s.time_zone")
    .whereRef("sm.user_id", "=", "users.id")
    .orderBy("sm.school_id")
    .limit(1);

/** The zone a user's pages show dates in when no record names a school: their school's, else the default. */
export async function userTimeZone(db: Database, userId: string): Promise<string> {
  const row = await db.kysely
    .selectFrom("users")
    .select((eb) => userSchoolTimeZone(eb).as("time_zone"))
    .where("users.id", "=", userId)
    .executeTakeFirst();
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}
