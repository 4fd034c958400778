import { expressionBuilder, sql, type Expression, type SqlBool } from "kysely";
import { jsonBuildObject } from "kysely/helpers/postgres";
import type { DB, User } from "@/generated/kysely/types";
import type { Kdb } from "@/server/db/kysely";
import { oneOf } from "@/server/scope/predicates";
import type { GroupsUsageInput } from "../schema";
import type { GroupsUsage } from "./schema";

type Range = Pick<GroupsUsageInput, "group_ids" | "start_date" | "end_date">;
type StudentQuestions = GroupsUsage["students"][number]["questions"];
const eb = expressionBuilder<DB & { u: User }, "u">();
const count = eb.cast<number>(eb.fn.countAll(), "integer");
const minutesBetween = (end: Expression<Date | null>, start: Expression<Date | null>) =>
  sql<number>`extract(epoch FROM ${end} - ${start}) / 60`;

/** Every query reads only the range's rows of the report's groups. */
function inRange(range: Range, group: Expression<string | null>, at: Expression<Date>): Expression<SqlBool> {
  return eb.and([
    oneOf(group, range.group_ids),
    eb(at, ">=", new Date(range.start_date)),
    eb(at, "<=", new Date(range.end_date)),
  ]);
}

/** A person's groups among the report's (never null: the person is in one, see inGroups), and whether they have one. */
const groupNames = (range: Range) =>
  eb
    .selectFrom("group_memberships as gm")
    .innerJoin("groups as g", "g.id", "gm.group_id")
    .select((s) => s.fn.agg<string[]>("array_agg", ["g.name"]).orderBy("g.name").as("names"))
    .whereRef("gm.user_id", "=", "u.id")
    .where((w) => oneOf(w.ref("gm.group_id"), range.group_ids))
    .$asScalar()
    .$notNull();
const inGroups = (range: Range) =>
  eb.exists(
    eb
      .selectFrom("group_memberships as gm")
      .select(eb.lit(1).as("one"))
      .whereRef("gm.user_id", "=", "u.id")
      .where((w) => oneOf(w.ref("gm.group_id"), range.group_ids)),
  );
const role = (name: "STUDENT" | "TEACHER") => eb("u.role", "=", sql.lit(name));

export const summaryQuery = (kysely: Kdb, range: Range) =>
  kysely
    .selectFrom("student_questions as q")
    .select((s) => [
      count.as("total_questions"),
      s.fn
        .avg<string | null>(minutesBetween(s.ref("q.answered_at"), s.fn.coalesce("q.claimed_at", "q.created_at")))
        .filterWhere("q.answered_at", "is not", null)
        .as("adjusted_minutes"),
      s.fn.avg<string | null>("q.answer_rating").filterWhere("q.answer_rating", "is not", null).as("average_rating"),
    ])
    .where((w) => inRange(range, w.ref("q.group_id"), w.ref("q.created_at")));

export const byDisciplineQuery = (kysely: Kdb, range: Range) =>
  kysely
    .selectFrom("student_questions as q")
    .innerJoin("disciplines as d", "d.id", "q.discipline_id")
    .select(["d.name", count.as("count")])
    .where((w) => inRange(range, w.ref("q.group_id"), w.ref("q.created_at")))
    .groupBy("d.name")
    .orderBy("count", "desc")
    .orderBy("d.name");

export const ratingsQuery = (kysely: Kdb, range: Range) =>
  kysely
    .selectFrom("student_questions as q")
    .select(["q.answer_rating as rating", count.as("count")])
    .where((w) => inRange(range, w.ref("q.group_id"), w.ref("q.created_at")))
    .where("q.answer_rating", "is not", null)
    .groupBy("q.answer_rating");

export const npsQuery = (kysely: Kdb, range: Range) =>
  kysely
    .selectFrom("nps_answers as n")
    .select((s) => [s.cast<"GENERAL" | "RESPONSE_TIME">("n.kind", "text").as("kind"), "n.score", count.as("count")])
    .where((w) => inRange(range, w.ref("n.group_id"), w.ref("n.created_at")))
    .groupBy(["n.kind", "n.score"]);

export const studentsQuery = (kysely: Kdb, range: Range) =>
  kysely
    .with("asked", (w) =>
      w
        .selectFrom("student_questions as q")
        .innerJoin("disciplines as d", "d.id", "q.discipline_id")
        .leftJoin("subjects as s", "s.id", "q.subject_id")
        .select((s) => [
          "q.student_id",
          count.as("n"),
          s.fn
            .agg<StudentQuestions>("json_agg", [
              jsonBuildObject({
                discipline: jsonBuildObject({ id: s.ref("d.id"), name: s.ref("d.name") }),
                subject: s
                  .case()
                  .when("s.id", "is", null)
                  .then(s.lit(null))
                  .else(jsonBuildObject({ id: s.ref("s.id"), name: s.ref("s.name") }))
                  .end(),
              }),
            ])
            .orderBy("q.created_at")
            .orderBy("q.id")
            .as("questions"),
        ])
        .where((x) => inRange(range, x.ref("q.group_id"), x.ref("q.created_at")))
        .groupBy("q.student_id"),
    )
    .with("booked", (w) =>
      w
        .selectFrom("bookings as b")
        .select("b.student_id")
        .distinct()
        .where((x) => inRange(range, x.ref("b.group_id"), x.ref("b.scheduled_for")))
        .where("b.cancelled_at", "is", null),
    )
    .selectFrom("users as u")
    .leftJoin("asked as a", "a.student_id", "u.id")
    .select((s) => [
      "u.id",
      sql<string>`${s.ref("u.first_name")} || ' ' || ${s.ref("u.last_name")}`.as("name"),
      "u.email",
      "u.created_at",
      "u.blocked_at",
      "u.deleted_at",
      groupNames(range).as("groups"),
      s.fn.coalesce("a.n", s.lit(0)).as("questions_count"),
      s.fn.coalesce("a.questions", sql<StudentQuestions>`'[]'::json`).as("questions"),
      s
        .or([
          s("a.n", "is not", null),
          s.exists(s.selectFrom("booked").select(s.lit(1).as("one")).whereRef("booked.student_id", "=", "u.id")),
        ])
        .as("used"),
    ])
    .where(role("STUDENT"))
    .where(inGroups(range))
    .orderBy("name")
    .orderBy("u.email");

export const teachersQuery = (kysely: Kdb, range: Range) =>
  kysely
    .with("answered", (w) =>
      w
        .selectFrom("student_questions as q")
        .select((s) => [
          "q.teacher_id",
          count.as("n"),
          s.fn.avg<string>(minutesBetween(s.ref("q.answered_at"), s.ref("q.created_at"))).as("minutes"),
        ])
        .where((x) => inRange(range, x.ref("q.group_id"), x.ref("q.created_at")))
        .where("q.answered_at", "is not", null)
        .where("q.teacher_id", "is not", null)
        .groupBy("q.teacher_id"),
    )
    .selectFrom("users as u")
    .leftJoin("answered as a", "a.teacher_id", "u.id")
    .select((s) => [
      "u.id",
      "u.first_name",
      "u.last_name",
      "u.email",
      "u.created_at",
      "u.blocked_at",
      "u.deleted_at",
      groupNames(range).as("groups"),
      s.fn
        .coalesce(
          s
            .selectFrom("teacher_disciplines as td")
            .innerJoin("disciplines as d", "d.id", "td.discipline_id")
            .select((x) => x.fn.agg<string[]>("array_agg", ["d.name"]).orderBy("d.name").as("names"))
            .whereRef("td.teacher_id", "=", "u.id"),
          sql<string[]>`'{}'`,
        )
        .as("disciplines"),
      s.fn.coalesce("a.n", s.lit(0)).as("answered_questions_count"),
      "a.minutes as average_response_minutes",
    ])
    .where(role("TEACHER"))
    .where(inGroups(range))
    .orderBy("u.first_name")
    .orderBy("u.last_name")
    .orderBy("u.email");

/** Top subjects: the five most asked subjects of each discipline (ties by name). */
export const disciplinesQuery = (kysely: Kdb, range: Range) =>
  kysely
    .with("q", (w) =>
      w
        .selectFrom("student_questions as q")
        .select(["q.discipline_id", "q.subject_id", "q.created_at", "q.answered_at"])
        .where((x) => inRange(range, x.ref("q.group_id"), x.ref("q.created_at"))),
    )
    .with("subjects_ranked", (w) =>
      w
        .selectFrom("q")
        .innerJoin("subjects as s", "s.id", "q.subject_id")
        .select((s) => [
          "q.discipline_id",
          "s.name",
          count.as("n"),
          s.fn
            .agg<number>("row_number")
            .over((o) => o.partitionBy("q.discipline_id").orderBy(s.fn.countAll(), "desc").orderBy("s.name"))
            .as("rank"),
        ])
        .groupBy(["q.discipline_id", "s.name"]),
    )
    .selectFrom("q")
    .innerJoin("disciplines as d", "d.id", "q.discipline_id")
    .select((s) => [
      "d.name",
      count.as("total_questions"),
      s.fn
        .coalesce(
          s.fn
            .avg<string>(minutesBetween(s.ref("q.answered_at"), s.ref("q.created_at")))
            .filterWhere("q.answered_at", "is not", null),
          s.lit(0),
        )
        .as("average_response_minutes"),
      s.fn
        .coalesce(
          s
            .selectFrom("subjects_ranked as r")
            .select((x) =>
              x.fn.agg<Record<string, number>>("json_object_agg", ["r.name", "r.n"]).orderBy("r.rank").as("top"),
            )
            .whereRef("r.discipline_id", "=", "d.id")
            .where("r.rank", "<=", sql.lit(5)),
          sql<Record<string, number>>`'{}'::json`,
        )
        .as("top_subjects"),
    ])
    .groupBy(["d.id", "d.name"])
    .orderBy("total_questions", "desc")
    .orderBy("d.name");
