import { z } from "zod";
import { sql, type ExpressionBuilder } from "kysely";
import type { Ctx } from "@/server/context";
import { preparedQuery } from "@/server/db/prepared-query";
import { decodeCursor, encodeCursor } from "@/server/http/page-cursor";
import { assertFilterIds } from "@/server/scope/filter-ids";
import {
  filterKeys,
  filterValues,
  filterWhere,
  type BankQuestions,
  type FilterShape,
  type FilterValues,
} from "./bank-filter";
import type { ListQuestionsQuery, QuestionList } from "./list-schema";
import { questionStats } from "./question-stats";

type Sort = ListQuestionsQuery["sort"];
type SortKey = Exclude<Sort, `-${string}`>;

/** How a sort key's cursor value is written, checked and read back in SQL. */
const sortKinds = {
  created_at: "time",
  updated_at: "time",
  source: "text",
  times_seen: "count",
  times_answered: "count",
  first_attempt_facility: "share",
} as const satisfies Record<SortKey, string>;
type SortKind = (typeof sortKinds)[SortKey];
const statKeys = new Set<SortKey>(["times_seen", "times_answered", "first_attempt_facility"]);

// A time cursor holds what toISOString writes; the round trip rejects impossible dates before SQL does.
const isIsoTime = (value: string) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value;
/** A page that ends among the questions with no figure yet (no first answer: no facility) says so in its cursor. */
const noFigure = "null";

// What PostgreSQL writes for a bigint count and for a float8 share (a facility), or "null" past the last figure.
const cursorValueValid: Record<SortKind, (value: string) => boolean> = {
  time: isIsoTime,
  text: () => true,
  count: (value) => /^\d{1,18}$/.test(value),
  share: (value) =>
    value === noFigure || (/^\d(\.\d{1,20})?(e-\d{1,3})?$/.test(value) && Number(value) >= 0 && Number(value) <= 1),
};

/** Where a page ends: the sort key's value as PostgreSQL writes it as text, then the id. */
const positionOf = (kind: SortKind) => z.tuple([z.string().refine(cursorValueValid[kind]), z.uuid()]);

/** What decides the statement's text: the filters' shape, the sort, a cursor's kind (on a figure, among none). */
type Shape = FilterShape & { sort: Sort; cursor: false | "figure" | "none" };
type Values = FilterValues & { cursorValue: string | null; cursorId: string | null; limit: number };

const sortKeyOf = (sort: Sort) => sort.replace("-", "") as SortKey;
const orderOf = (sort: Sort) => (sort.startsWith("-") ? "desc" : "asc");
const castOf = { time: "timestamptz", text: "text", count: "bigint", share: "float8" } as const;

const columns = [
  "q.id",
  "q.type",
  "q.difficulty",
  "q.source",
  "q.school_id",
  "q.discipline_id",
  "q.subject_id",
  "q.created_at",
  "q.updated_at",
] as const;

/** Sorted by a column of the question: the page is found by index, then its statistics are counted. */
const columnPageQuery = preparedQuery(
  "questions-list",
  (k, shape: Shape, v: Values) => {
    const key = sortKeyOf(shape.sort) as "created_at" | "updated_at" | "source";
    const order = orderOf(shape.sort);
    return k
      .with("page", (w) =>
        w
          .selectFrom("bank_questions as q")
          .select((eb) => [
            ...columns,
            eb.fn<string>("left", [eb.ref("q.description"), eb.lit(300)]).as("description"),
            key === "source"
              ? eb.ref("q.source").as("sort_value")
              : sql<string>`to_char(${eb.ref(`q.${key}`)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
                  "sort_value",
                ),
          ])
          .where((eb) => {
            const filters = filterWhere(eb, shape, v);
            if (!shape.cursor) return filters;
            const value = eb.cast<string>(eb.val(v.cursorValue as string), castOf[sortKinds[key]]);
            const position = eb.tuple(value, eb.cast<string>(eb.val(v.cursorId), "uuid"));
            return eb.and([filters, eb(eb.refTuple(`q.${key}`, "q.id"), order === "desc" ? "<" : ">", position)]);
          })
          .orderBy(`q.${key}`, order)
          .orderBy("q.id", order)
          .limit(v.limit),
      )
      .selectFrom("page")
      .innerJoin("disciplines as d", "d.id", "page.discipline_id")
      .innerJoin("subjects as s", "s.id", "page.subject_id")
      .crossJoinLateral((eb) => questionStats(eb.ref("page.id")).as("stats"))
      .selectAll("page")
      .select(["d.name as discipline_name", "s.name as subject_name"])
      .selectAll("stats")
      .orderBy(`page.${key}`, order)
      .orderBy("page.id", order);
  },
  { named: false },
);

/**
 * Sorted by a statistic: every question the filters keep has its statistics counted (through the
 * event log's question index) before the page is cut, so the cost grows with the filtered bank, not the page.
 * A question with no figure (no facility: nobody answered it) comes after every figure in both directions,
 * its ties by id in the sort's direction. A cursor on a figure reaches them after the figures left; a cursor
 * among them (its value `null`) reaches only the rest of them.
 */
const statPageQuery = preparedQuery(
  "questions-list-by-stat",
  (k, shape: Shape, v: Values) => {
    const key = sortKeyOf(shape.sort) as "times_seen" | "times_answered" | "first_attempt_facility";
    const order = orderOf(shape.sort);
    return k
      .with("ranked", (w) =>
        w
          .selectFrom("bank_questions as q")
          .crossJoinLateral((eb) => questionStats(eb.ref("q.id")).as("stats"))
          .select((eb) => [
            ...columns,
            eb.fn<string>("left", [eb.ref("q.description"), eb.lit(300)]).as("description"),
            "stats.times_seen",
            "stats.times_answered",
            "stats.first_attempt_facility",
            eb.ref(`stats.${key}`).as("sort_key"),
          ])
          .where((eb) => filterWhere(eb as unknown as ExpressionBuilder<BankQuestions, "q">, shape, v)),
      )
      .with("page", (w) =>
        w
          .selectFrom("ranked")
          .selectAll()
          .select((eb) => eb.cast<string | null>("sort_key", "text").as("sort_value"))
          .$if(shape.cursor !== false, (qb) =>
            qb.where((eb) => {
              const after = order === "desc" ? "<" : ">";
              const id = eb.cast<string>(eb.val(v.cursorId), "uuid");
              const none = eb("ranked.sort_key", "is", null);
              if (shape.cursor === "none") return eb.and([none, eb("ranked.id", after, id)]);
              const value = eb.cast<string>(eb.val(v.cursorValue as string), castOf[sortKinds[key]]);
              return eb.or([eb(eb.refTuple("ranked.sort_key", "ranked.id"), after, eb.tuple(value, id)), none]);
            }),
          )
          .orderBy("ranked.sort_key", (ob) => ob[order]().nullsLast())
          .orderBy("ranked.id", order)
          .limit(v.limit),
      )
      .selectFrom("page")
      .innerJoin("disciplines as d", "d.id", "page.discipline_id")
      .innerJoin("subjects as s", "s.id", "page.subject_id")
      .select([
        ...(["id", "type", "difficulty", "source", "school_id", "discipline_id", "subject_id"] as const).map(
          (c) => `page.${c}` as const,
        ),
        "page.created_at",
        "page.updated_at",
        "page.description",
        "page.sort_value",
        "page.times_seen",
        "page.times_answered",
        "page.first_attempt_facility",
        "d.name as discipline_name",
        "s.name as subject_name",
      ])
      .orderBy("page.sort_key", (ob) => ob[order]().nullsLast())
      .orderBy("page.id", order);
  },
  { named: false },
);

/**
 * The question bank page by page: filters, trigram text search and keyset pagination in one
 * SQL statement, so a page costs the same at 100k questions as at 100.
 */
export async function listQuestions({ db, scope }: Ctx, query: ListQuestionsQuery): Promise<QuestionList> {
  await assertFilterIds(db.kysely, scope, { exam_id: query.exam_id });
  const key = sortKeyOf(query.sort);
  const cursor = query.cursor ? decodeCursor(query.cursor, `questions-db:${key}`, positionOf(sortKinds[key])) : null;
  const past = !cursor ? false : sortKinds[key] === "share" && cursor[0] === noFigure ? "none" : "figure";
  const values: Values = {
    ...filterValues(scope, query),
    cursorValue: past === "figure" && cursor ? cursor[0] : null,
    cursorId: cursor?.[1] ?? null,
    limit: query.limit + 1,
  };
  const filters = filterKeys.filter((key) => values[key] !== null);
  const shape: Shape = { sort: query.sort, all: scope.all, filters, cursor: past, archived: query.archived };
  const rows = statKeys.has(key)
    ? await statPageQuery(db.pool, shape, values)
    : await columnPageQuery(db.pool, shape, values);
  const items = rows.slice(0, query.limit).map((r) => ({
    id: r.id,
    description: r.description,
    type: r.type,
    difficulty: r.difficulty,
    source: r.source,
    school_id: r.school_id,
    discipline_id: r.discipline_id,
    discipline_name: r.discipline_name,
    subject_id: r.subject_id,
    subject_name: r.subject_name,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    times_seen: Number(r.times_seen),
    times_answered: Number(r.times_answered),
    first_attempt_facility: r.first_attempt_facility === null ? null : Number(r.first_attempt_facility),
  }));
  const last = rows[query.limit - 1];
  return {
    items,
    next_cursor:
      rows.length > query.limit && last
        ? encodeCursor(`questions-db:${key}`, [last.sort_value ?? noFigure, last.id])
        : null,
  };
}
