import type { InferResult } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { Kdb } from "@/server/db/kysely";
import type { BlockOutput } from "./schema";

/**
 * Blocks with what their output shows. The teacher is `users` unaliased, so that a list can
 * compose teacherManaged; `k` is the pool's Kysely, or kyselyIn(tx) to read a block just written.
 */
export const selectBlocks = (kysely: Kdb) =>
  kysely
    .selectFrom("availability_blocks as b")
    .innerJoin("users", "users.id", "b.teacher_id")
    .innerJoin("users as c", "c.id", "b.created_by_id")
    .select((eb) => [
      "b.id",
      "b.start_date",
      "b.end_date",
      "b.reason",
      "b.created_at",
      "users.id as teacher_id",
      "users.first_name as teacher_first_name",
      "users.last_name as teacher_last_name",
      "users.profile_photo_url as teacher_photo",
      jsonArrayFrom(
        eb
          .selectFrom("teacher_disciplines as td")
          .innerJoin("disciplines as d", "d.id", "td.discipline_id")
          .select("d.name")
          .whereRef("td.teacher_id", "=", "b.teacher_id")
          .orderBy("td.discipline_id"),
      ).as("disciplines"),
      "c.id as creator_id",
      "c.first_name as creator_first_name",
      "c.last_name as creator_last_name",
      "c.profile_photo_url as creator_photo",
    ]);

type Row = InferResult<ReturnType<typeof selectBlocks>>[number];

/** Spec 2.6 (profile_photo_url is "" for people without a photo). */
export function toBlockOutput(row: Row): BlockOutput {
  return {
    id: row.id,
    start_date: row.start_date.toISOString(),
    end_date: row.end_date.toISOString(),
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    teacher: {
      id: row.teacher_id,
      first_name: row.teacher_first_name,
      last_name: row.teacher_last_name,
      profile_photo_url: row.teacher_photo ?? "",
      disciplines: row.disciplines,
    },
    created_by: {
      id: row.creator_id,
      first_name: row.creator_first_name,
      last_name: row.creator_last_name,
      profile_photo_url: row.creator_photo ?? "",
    },
  };
}
