import type { AppDeps } from "@/server/app-deps";
import { DomainError } from "@/server/errors/domain-error";
import { assertFilterIds } from "@/server/exams/filter-ids";
import { assertGroups, assertSchools, type Scope } from "@/server/scope/scope";
import type { ListQuestionsQuery, QuestionList } from "./list-schema";
import { questionStatsSql } from "./question-stats-sql";

const sortColumns = { created_at: "q.created_at", updated_at: "q.updated_at", source: "q.source" } as const;

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

/**
 * The question bank page by page: filters, trigram text search and keyset pagination in one
 * SQL statement, so a page costs the same at 100k questions as at 100.
 */
export async function listQuestions(deps: AppDeps, scope: Scope, query: ListQuestionsQuery): Promise<QuestionList> {
  if (query.school_id) assertSchools(scope, [query.school_id]);
  if (query.group_id) assertGroups(scope, [query.group_id]);
  await assertFilterIds(deps.db.prisma, scope, { exam_id: query.exam_id });
  const params: unknown[] = [];
  const p = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  if (!scope.all) where.push(`q.school_id = ANY(${p(scope.schoolIds)}::uuid[])`);
  if (query.school_id) where.push(`q.school_id = ${p(query.school_id)}::uuid`);
  if (query.discipline_id) where.push(`q.discipline_id = ${p(query.discipline_id)}`);
  if (query.subject_id) where.push(`q.subject_id = ${p(query.subject_id)}`);
  if (query.type) where.push(`q.type = ${p(query.type)}::"BankQuestionType"`);
  if (query.difficulty) where.push(`q.difficulty = ${p(query.difficulty)}::"Difficulty"`);
  if (query.source) where.push(`q.source ILIKE ${p(`%${escapeLike(query.source)}%`)}`);
  if (query.q) {
    const like = p(`%${escapeLike(query.q)}%`);
    where.push(`(q.description ILIKE ${like} OR q.source ILIKE ${like})`);
  }
  if (query.group_id) where.push(`EXISTS (SELECT 1 FROM bank_question_groups g WHERE g.question_id = q.id AND g.group_id = ${p(query.group_id)}::uuid)`);
  if (query.exam_id) where.push(`EXISTS (SELECT 1 FROM exam_questions e WHERE e.question_id = q.id AND e.exam_id = ${p(query.exam_id)}::uuid)`);

  const descending = query.sort.startsWith("-");
  const column = sortColumns[query.sort.replace("-", "") as keyof typeof sortColumns];
  const isTime = column !== "q.source";
  if (query.cursor) {
    const [value, id] = decodeCursor(query.cursor, isTime);
    const typed = isTime ? `${p(value)}::timestamptz` : p(value);
    where.push(`(${column}, q.id) ${descending ? "<" : ">"} (${typed}, ${p(id)}::uuid)`);
  }
  const order = descending ? "DESC" : "ASC";
  const sql = `
    WITH page AS (
      SELECT q.id, left(q.description, 300) AS description, q.type, q.difficulty, q.source, q.school_id, q.discipline_id,
             q.subject_id, q.created_at, q.updated_at, ${isTime ? `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : column} AS sort_value
      FROM bank_questions q
      ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
      ORDER BY ${column} ${order}, q.id ${order}
      LIMIT ${p(query.limit + 1)}
    )
    SELECT page.*, d.name AS discipline_name, s.name AS subject_name, stats.*
    FROM page
    JOIN disciplines d ON d.id = page.discipline_id
    JOIN subjects s ON s.id = page.subject_id
    CROSS JOIN LATERAL (${questionStatsSql("page.id")}) stats
    ORDER BY page.${column.slice(2)} ${order}, page.id ${order}`;
  const { rows } = await deps.db.pool.query(sql, params);
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
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
    times_seen: Number(r.times_seen),
    times_answered: Number(r.times_answered),
    first_attempt_facility: r.first_attempt_facility === null ? null : Number(r.first_attempt_facility),
  }));
  const last = rows[query.limit - 1];
  return { items, next_cursor: rows.length > query.limit && last ? encodeCursor([String(last.sort_value), last.id]) : null };
}
