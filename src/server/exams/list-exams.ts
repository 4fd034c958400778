import type { ExpressionBuilder } from "kysely";
import { z } from "zod";
import type { DB } from "@/generated/kysely/types";
import type { Ctx } from "@/server/context";
import { keysetPage } from "@/server/http/keyset-page";
import { decodeCursor } from "@/server/http/page-cursor";
import { examAccessible, oneOf } from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";
import type { examList, listExamsQuery } from "./schema";
import { now as appNow } from "@/server/time/now";

type Query = z.output<typeof listExamsQuery>;

/** The exams in a state at `now`, by their groups' windows: the list's filter and the home page's numbers. */
export function examStateWhere(eb: ExpressionBuilder<DB, "exams">, state: NonNullable<Query["state"]>, now: Date) {
  const groups = eb.selectFrom("exam_groups as eg").select(eb.lit(1).as("one")).whereRef("eg.exam_id", "=", "exams.id");
  if (state === "upcoming") return eb.not(eb.exists(groups.where("eg.available_after", "<=", now)));
  if (state === "closed") return eb.not(eb.exists(groups.where("eg.available_before", ">=", now)));
  return eb.exists(groups.where("eg.available_after", "<=", now).where("eg.available_before", ">=", now));
}

/** The exams the query asks for, among those the caller can change. */
function examFilters(eb: ExpressionBuilder<DB, "exams">, scope: Scope, query: Query, now: Date) {
  const filters = [examAccessible(scope)];
  if (query.group_id) {
    filters.push(
      eb.exists(
        eb
          .selectFrom("exam_groups as g")
          .select(eb.lit(1).as("one"))
          .whereRef("g.exam_id", "=", "exams.id")
          .where("g.group_id", "=", query.group_id),
      ),
    );
  }
  if (query.discipline_id) {
    filters.push(
      eb.exists(
        eb
          .selectFrom("exam_questions as eq")
          .innerJoin("bank_questions as q", "q.id", "eq.question_id")
          .select(eb.lit(1).as("one"))
          .whereRef("eq.exam_id", "=", "exams.id")
          .where("q.discipline_id", "=", query.discipline_id),
      ),
    );
  }
  if (query.state) filters.push(examStateWhere(eb, query.state, now));
  return eb.and(filters);
}

function stateOf(groups: { available_after: Date; available_before: Date }[], now: Date) {
  if (groups.every((g) => g.available_after > now)) return "upcoming" as const;
  if (groups.every((g) => g.available_before < now)) return "closed" as const;
  return "open" as const;
}

/** Where a page ends: the list's order, last changed first, then by id. */
const position = z.tuple([z.iso.datetime(), z.uuid()]);

/**
 * The exams page by page: by number (page, with the total, as the exams page shows it) or by
 * cursor, which stays in place while exams are added; either answer gives the next page's cursor.
 */
export async function listExams({ db, scope }: Ctx, query: Query): Promise<z.input<typeof examList>> {
  const now = appNow();
  const after = query.cursor ? decodeCursor(query.cursor, "exams", position) : null;
  const filtered = db.kysely.selectFrom("exams").where((eb) => examFilters(eb, scope, query, now));
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("total")).executeTakeFirstOrThrow(),
    filtered
      .$if(after !== null, (q) =>
        q.where((eb) => eb(eb.refTuple("exams.updated_at", "exams.id"), "<", eb.tuple(new Date(after![0]), after![1]))),
      )
      .select(["exams.id", "exams.name", "exams.school_id", "exams.updated_at"])
      .select((eb) =>
        eb
          .selectFrom("exam_questions as eq")
          .whereRef("eq.exam_id", "=", "exams.id")
          .select((c) => c.cast<number>(c.fn.countAll(), "integer").as("n"))
          .as("question_count"),
      )
      .orderBy("exams.updated_at", "desc")
      .orderBy("exams.id", "desc")
      .offset(after ? 0 : (query.page - 1) * query.limit)
      .limit(query.limit + 1)
      .execute(),
  ]);
  const { items: exams, next_cursor } = keysetPage(rows, query.limit, "exams", (e) => [
    e.updated_at.toISOString(),
    e.id,
  ]);
  const groups =
    exams.length === 0
      ? []
      : await db.kysely
          .selectFrom("exam_groups as eg")
          .innerJoin("groups as g", "g.id", "eg.group_id")
          .select(["eg.exam_id", "eg.group_id", "g.name", "eg.available_after", "eg.available_before"])
          .where((eb) =>
            oneOf(
              eb.ref("eg.exam_id"),
              exams.map((e) => e.id),
            ),
          )
          .orderBy("eg.available_after", "asc")
          .execute();
  return {
    total: count.total,
    page: after ? null : query.page,
    next_cursor,
    items: exams.map((e) => {
      const own = groups.filter((g) => g.exam_id === e.id);
      return {
        id: e.id,
        name: e.name,
        school_id: e.school_id,
        state: stateOf(own, now),
        question_count: e.question_count ?? 0,
        groups: own.map((g) => ({
          id: g.group_id,
          name: g.name,
          available_after: g.available_after.toISOString(),
          available_before: g.available_before.toISOString(),
        })),
        updated_at: e.updated_at.toISOString(),
      };
    }),
  };
}
