import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { DB } from "@/generated/kysely/types";
import type { Ctx } from "@/server/context";
import { preparedQuery } from "@/server/db/prepared-query";
import { DomainError } from "@/server/errors/domain-error";
import { assertFilterIds } from "@/server/exams/filter-ids";
import { schoolInScope } from "@/server/scope/predicates";
import type { ListQuestionsQuery, QuestionList } from "./list-schema";
import { questionStats } from "./question-stats";

type SortColumn = "created_at" | "updated_at" | "source";
type Questions = DB & { q: DB["bank_questions"] };

type Cursor = [value: string, id: string];

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A time cursor holds what toISOString writes; the round trip rejects impossible dates before SQL does.
const isIsoTime = (value: string) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value;

/** The cursor of a previous page; a forged one (wrong kinds of values for the sort) is 400, not an SQL error. */
function decodeCursor(raw: string, isTime: boolean): Cursor {
  try {
    const value = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as unknown;
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === "string")) {
      const [sortValue, id] = value as Cursor;
      if (uuid.test(id) && (!isTime || isIsoTime(sortValue))) return [sortValue, id];
    }
  } catch {
    // falls through to the error below
  }
  throw new DomainError("BAD_REQUEST", "invalid_cursor", "Invalid cursor", {
    issues: [{ path: ["cursor"], code: "invalid_cursor", message: "Use next_cursor of a previous page" }],
  });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const filterKeys = [
  "school_id",
  "discipline_id",
  "subject_id",
  "type",
  "difficulty",
  "source",
  "q",
  "group_id",
  "exam_id",
] as const;
type FilterKey = (typeof filterKeys)[number];

/** What decides the statement's text: the sort, whether the caller sees every school, the filters set, a cursor. */
type Shape = {
  sort: ListQuestionsQuery["sort"];
  all: boolean;
  filters: FilterKey[];
  cursor: boolean;
  archived: boolean;
};
type Values = Record<FilterKey, string | number | null> & {
  schoolIds: string[];
  cursorValue: string | null;
  cursorId: string | null;
  limit: number;
};

/** The query's filters, the caller's scope and the cursor's position, as one condition on `q`. */
function pageWhere(eb: ExpressionBuilder<Questions, "q">, shape: Shape, v: Values) {
  const has = (key: FilterKey) => shape.filters.includes(key);
  const scope = { all: shape.all, schoolIds: v.schoolIds, adminSchoolIds: [] };
  const where: Expression<SqlBool>[] = [schoolInScope(scope, eb.ref("q.school_id"))];
  // An exam's questions are its content, archived ones included (its editor reads them here).
  if (shape.archived) where.push(eb("q.archived_at", "is not", null));
  else if (!has("exam_id")) where.push(eb("q.archived_at", "is", null));
  if (has("school_id")) where.push(eb("q.school_id", "=", v.school_id as string));
  if (has("discipline_id")) where.push(eb("q.discipline_id", "=", v.discipline_id as number));
  if (has("subject_id")) where.push(eb("q.subject_id", "=", v.subject_id as number));
  if (has("type")) where.push(eb("q.type", "=", v.type as ListQuestionsQuery["type"] & string));
  if (has("difficulty")) where.push(eb("q.difficulty", "=", v.difficulty as ListQuestionsQuery["difficulty"] & string));
  if (has("source")) where.push(eb("q.source", "ilike", v.source as string));
  if (has("q")) {
    where.push(eb.or([eb("q.description", "ilike", v.q as string), eb("q.source", "ilike", v.q as string)]));
  }
  if (has("group_id")) {
    where.push(
      eb.exists(
        eb
          .selectFrom("bank_question_groups as g")
          .select(eb.lit(1).as("one"))
          .whereRef("g.question_id", "=", "q.id")
          .where("g.group_id", "=", v.group_id as string),
      ),
    );
  }
  if (has("exam_id")) {
    where.push(
      eb.exists(
        eb
          .selectFrom("exam_questions as e")
          .select(eb.lit(1).as("one"))
          .whereRef("e.question_id", "=", "q.id")
          .where("e.exam_id", "=", v.exam_id as string),
      ),
    );
  }
  if (shape.cursor) {
    const column = sortColumnOf(shape.sort);
    const value = eb.val(v.cursorValue as string);
    const typed = column !== "source" ? eb.cast<string>(value, "timestamptz") : value;
    const position = eb.tuple(typed, eb.cast<string>(eb.val(v.cursorId), "uuid"));
    where.push(eb(eb.refTuple(`q.${column}`, "q.id"), shape.sort.startsWith("-") ? "<" : ">", position));
  }
  return eb.and(where);
}

const sortColumnOf = (sort: ListQuestionsQuery["sort"]) => sort.replace("-", "") as SortColumn;

/** Compiled once per shape; planned on every run, as the text search's best plan depends on its words. */
const pageQuery = preparedQuery(
  "questions-list",
  (k, shape: Shape, v: Values) => {
    const column = sortColumnOf(shape.sort);
    const order = shape.sort.startsWith("-") ? "desc" : "asc";
    return k
      .with("page", (w) =>
        w
          .selectFrom("bank_questions as q")
          .select((eb) => [
            "q.id",
            eb.fn<string>("left", [eb.ref("q.description"), eb.lit(300)]).as("description"),
            "q.type",
            "q.difficulty",
            "q.source",
            "q.school_id",
            "q.discipline_id",
            "q.subject_id",
            "q.created_at",
            "q.updated_at",
            column === "source"
              ? eb.ref("q.source").as("sort_value")
              : sql<string>`to_char(${eb.ref(`q.${column}`)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
                  "sort_value",
                ),
          ])
          .where((eb) => pageWhere(eb, shape, v))
          .orderBy(`q.${column}`, order)
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
      .orderBy(`page.${column}`, order)
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
  const like = (text: string | undefined) => (text ? `%${escapeLike(text)}%` : null);
  const cursor = query.cursor ? decodeCursor(query.cursor, sortColumnOf(query.sort) !== "source") : null;
  const values: Values = {
    school_id: query.school_id ?? null,
    discipline_id: query.discipline_id ?? null,
    subject_id: query.subject_id ?? null,
    type: query.type ?? null,
    difficulty: query.difficulty ?? null,
    source: like(query.source),
    q: like(query.q),
    group_id: query.group_id ?? null,
    exam_id: query.exam_id ?? null,
    schoolIds: scope.schoolIds,
    cursorValue: cursor?.[0] ?? null,
    cursorId: cursor?.[1] ?? null,
    limit: query.limit + 1,
  };
  const filters = filterKeys.filter((key) => values[key] !== null);
  const rows = await pageQuery(
    db.pool,
    { sort: query.sort, all: scope.all, filters, cursor: cursor !== null, archived: query.archived === "only" },
    values,
  );
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
    next_cursor: rows.length > query.limit && last ? encodeCursor([String(last.sort_value), last.id]) : null,
  };
}
