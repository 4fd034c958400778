import { sql, type Expression, type RawBuilder } from "kysely";
import { studentQuestionStatuses, type ListStudentQuestionsQuery } from "./list-schema";

type Sort = ListStudentQuestionsQuery["sort"];
export type SortKey = Exclude<Sort, `-${string}` | "created_at">;

// Portuguese letters without their accents, so that "Ângela" sorts with the A's on either database, whatever its
// collation: the key is compared byte by byte ("C") once folded.
const accented = "ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ";
const plain = "AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn";
const folded = (text: RawBuilder<string | null> | Expression<string>) =>
  sql<string | null>`lower(translate(${text}, ${sql.lit(accented)}, ${sql.lit(plain)})) collate "C"`;
const fullName = (alias: "st" | "t") =>
  // Null for a question no teacher took: it sorts after every name, in both directions.
  sql<string | null>`${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`;

/**
 * What each sort orders by, as text (the cursor holds it): a status by its place in a question's life (WAITING
 * first), names folded. Ties go by the question's creation, then its id, in the sort's direction.
 */
export const sortKeys: Record<SortKey, () => RawBuilder<string | null>> = {
  status: () =>
    sql<string>`(case ${sql.ref("q.status")} ${sql.join(
      studentQuestionStatuses.map((status, place) => sql`when ${sql.lit(status)} then ${sql.lit(String(place))}`),
      sql` `,
    )} end) collate "C"`,
  student: () => folded(fullName("st")),
  teacher: () => folded(fullName("t")),
  group: () => folded(sql.ref<string>("g.name")),
  discipline: () => folded(sql.ref<string>("d.name")),
};

export const sortKeyOf = (sort: Sort) => sort.replace("-", "") as SortKey | "created_at";
export const orderOf = (sort: Sort) => (sort.startsWith("-") ? "desc" : "asc");
