import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { DB } from "@/generated/kysely/types";
import type { Ctx } from "@/server/context";
import { assertFilterIds } from "@/server/scope/filter-ids";
import { importPublished, schoolInScope } from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";
import type { ListQuestionsQuery } from "./list-schema";

export type BankQuestions = DB & { q: DB["bank_questions"] };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const filterKeys = [
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

/** What decides the condition's text: whether the caller sees every school, the filters set, the archived ones. */
export type FilterShape = { all: boolean; filters: FilterKey[]; archived: ListQuestionsQuery["archived"] };
export type FilterValues = Record<FilterKey, string | number | null> & { schoolIds: string[] };

/** The query's filters and the caller's scope, as one condition on `q`. */
export function filterWhere(eb: ExpressionBuilder<BankQuestions, "q">, shape: FilterShape, v: FilterValues) {
  const has = (key: FilterKey) => shape.filters.includes(key);
  const scope = { all: shape.all, schoolIds: v.schoolIds, adminSchoolIds: [] };
  const where: Expression<SqlBool>[] = [
    schoolInScope(scope, eb.ref("q.school_id")),
    importPublished(eb.ref("q.import_id")),
  ];
  // An exam's questions are its content, archived ones included (its editor reads them here).
  if (shape.archived === "only") where.push(eb("q.archived_at", "is not", null));
  else if (!shape.archived && !has("exam_id")) where.push(eb("q.archived_at", "is", null));
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
  return eb.and(where);
}

type Filters = Omit<ListQuestionsQuery, "sort" | "cursor" | "limit">;

export function filterValues(scope: Scope, query: Filters): FilterValues {
  const like = (text: string | undefined) => (text ? `%${escapeLike(text)}%` : null);
  return {
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
  };
}

/** The list's filters and the caller's scope as one condition on `q`: the whole filtered bank (the export). */
export async function bankFilter({ db, scope }: Ctx, query: Filters) {
  await assertFilterIds(db.kysely, scope, { exam_id: query.exam_id });
  const values = filterValues(scope, query);
  const shape = { all: scope.all, filters: filterKeys.filter((key) => values[key] !== null), archived: query.archived };
  return (eb: ExpressionBuilder<BankQuestions, "q">) => filterWhere(eb, shape, values);
}
