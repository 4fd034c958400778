import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { DB } from "@/generated/kysely/types";
import type { Ctx } from "@/server/context";
import { DomainError } from "@/server/errors/domain-error";
import { assertFilterIds } from "@/server/exams/filter-ids";
import { schoolInScope } from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";
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
  throw new DomainError("BAD_REQUEST", "Invalid cursor", [{ path: ["cursor"], code: "invalid_cursor", message: "Use next_cursor of a previous page" }]);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The query's filters, the caller's scope and the cursor's position, as one condition on `q`. */
function pageWhere(eb: ExpressionBuilder<Questions, "q">, scope: Scope, query: ListQuestionsQuery) {
  const where: Expression<SqlBool>[] = [schoolInScope(scope, eb.ref("q.school_id"))];
  if (query.school_id) where.push(eb("q.school_id", "=", query.school_id));
  if (query.discipline_id) where.push(eb("q.discipline_id", "=", query.discipline_id));
  if (query.subject_id) where.push(eb("q.subject_id", "=", query.subject_id));
  if (query.type) where.push(eb("q.type", "=", query.type));
  if (query.difficulty) where.push(eb("q.difficulty", "=", query.difficulty));
  if (query.source) where.push(eb("q.source", "ilike", `%${escapeLike(query.source)}%`));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(eb.or([eb("q.description", "ilike", like), eb("q.source", "ilike", like)]));
  }
  const { group_id: groupId, exam_id: examId } = query;
  if (groupId) {
    where.push(eb.exists(eb.selectFrom("bank_question_groups as g").select(eb.lit(1).as("one"))
      .whereRef("g.question_id", "=", "q.id").where("g.group_id", "=", groupId)));
  }
  if (examId) {
    where.push(eb.exists(eb.selectFrom("exam_questions as e").select(eb.lit(1).as("one"))
      .whereRef("e.question_id", "=", "q.id").where("e.exam_id", "=", examId)));
  }
  if (query.cursor) {
    const column = sortColumnOf(query.sort);
    const isTime = column !== "source";
    const [value, id] = decodeCursor(query.cursor, isTime);
    const typed = isTime ? eb.cast<string>(eb.val(value), "timestamptz") : eb.val(value);
    const position = eb.tuple(typed, eb.cast<string>(eb.val(id), "uuid"));
    where.push(eb(eb.refTuple(`q.${column}`, "q.id"), query.sort.startsWith("-") ? "<" : ">", position));
  }
  return eb.and(where);
}

const sortColumnOf = (sort: ListQuestionsQuery["sort"]) => sort.replace("-", "") as SortColumn;

/**
 * The question bank page by page: filters, trigram text search and keyset pagination in one
 * SQL statement, so a page costs the same at 100k questions as at 100.
 */
export async function listQuestions({ db, scope }: Ctx, query: ListQuestionsQuery): Promise<QuestionList> {
  await assertFilterIds(db.kysely, scope, { exam_id: query.exam_id });
  const column = sortColumnOf(query.sort);
  const order = query.sort.startsWith("-") ? "desc" : "asc";
  const rows = await db.kysely
    .with("page", (w) => w.selectFrom("bank_questions as q")
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
        column === "source" ? eb.ref("q.source").as("sort_value")
          : sql<string>`to_char(${eb.ref(`q.${column}`)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
            .as("sort_value"),
      ])
      .where((eb) => pageWhere(eb, scope, query))
      .orderBy(`q.${column}`, order).orderBy("q.id", order)
      .limit(query.limit + 1))
    .selectFrom("page")
    .innerJoin("disciplines as d", "d.id", "page.discipline_id")
    .innerJoin("subjects as s", "s.id", "page.subject_id")
    .crossJoinLateral((eb) => questionStats(eb.ref("page.id")).as("stats"))
    .selectAll("page")
    .select(["d.name as discipline_name", "s.name as subject_name"])
    .selectAll("stats")
    .orderBy(`page.${column}`, order).orderBy("page.id", order)
    .execute();
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
  return { items, next_cursor: rows.length > query.limit && last ? encodeCursor([String(last.sort_value), last.id]) : null };
}
