import type { Ctx } from "@/server/context";
import type { Tx } from "@/server/db/client";
import { kyselyIn } from "@/server/db/kysely";
import { DomainError } from "@/server/errors/domain-error";
import { assertReachable } from "@/server/scope/assert-reachable";
import { disciplineReadable, importPublished, oneOf } from "@/server/scope/predicates";
import { readableDisciplineIds } from "@/server/scope/readable-discipline-ids";
import { assertQuestionAccess, checkQuestionReferences } from "./check-references";
import type { RefusedQuestion } from "./interchange/interchange-question";
import type { QuestionInput } from "./schema";

/** Why a question's references refuse it, or null when they hold; and the names of what they name. */
export type ReferenceCheck = ((input: QuestionInput) => Pick<RefusedQuestion, "code" | "reason"> | null) & {
  disciplineNames: Map<number, string>;
  subjectNames: Map<number, string>;
};

/**
 * The references of an import's questions checked once per discipline, not once per question: the
 * import's own discipline the caller reads (403 otherwise, as for one question); a discipline a spreadsheet
 * row names (keep_file_classification) that the caller does not read, or that does not exist, refuses that row
 * (`discipline_unknown`: the same answer for both); each must be one the school uses. Then, question by question
 * from what was read here, numeric subjects of that discipline and other subjects that exist.
 * `disciplines` holds one question of each discipline, `subjectIds` every subject named by id.
 */
export async function checkImportReferences(
  tx: Tx,
  ctx: Ctx,
  importDisciplineId: number,
  disciplines: Map<number, QuestionInput>,
  subjectIds: number[],
): Promise<ReferenceCheck> {
  const kysely = kyselyIn(tx);
  await assertReachable(ctx.scope, "discipline_id", [importDisciplineId], (id) =>
    readableDisciplineIds(kysely, ctx.scope, id),
  );
  const refusedDisciplines = new Map<number, string>();
  for (const [disciplineId, question] of disciplines) {
    const probe = { ...question, subject: "probe", other_subjects: [], exams: [] };
    try {
      await assertQuestionAccess(tx, ctx.scope, probe);
      await checkQuestionReferences(tx, { ...probe, question_to_groups: [] });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.code === "FORBIDDEN" && disciplineId === importDisciplineId) throw error;
      const reason =
        error.code === "FORBIDDEN" ? `Discipline ${disciplineId} does not exist or is not one you reach` : null;
      refusedDisciplines.set(disciplineId, reason ?? error.message);
    }
  }
  const reached = [...disciplines.keys(), importDisciplineId].filter((id) => !refusedDisciplines.has(id));
  const disciplineNames = new Map(
    (reached.length
      ? await kysely
          .selectFrom("disciplines")
          .select(["id", "name"])
          .where((eb) => oneOf(eb.ref("id"), reached))
          .execute()
      : []
    ).map((row) => [row.id, row.name]),
  );
  const subjects = subjectIds.length
    ? await kysely
        .selectFrom("subjects")
        .select(["subjects.id", "subjects.discipline_id", "subjects.name"])
        .where((eb) => oneOf(eb.ref("subjects.id"), subjectIds))
        .where((eb) => disciplineReadable(ctx.scope, eb.ref("subjects.discipline_id")))
        .where((eb) => importPublished(eb.ref("subjects.import_id")))
        .execute()
    : [];
  const disciplineOf = new Map(subjects.map((row) => [row.id, row.discipline_id]));
  const check = ({ subject, discipline_id, other_subjects }: QuestionInput) => {
    const refusedDiscipline = refusedDisciplines.get(discipline_id);
    if (refusedDiscipline !== undefined) return { code: "discipline_unknown" as const, reason: refusedDiscipline };
    if (typeof subject === "number" && disciplineOf.get(subject) !== discipline_id)
      return {
        code: "subject_unknown" as const,
        reason: `Subject ${subject} is not a subject of discipline ${discipline_id}`,
      };
    if ((other_subjects ?? []).some((s) => !disciplineOf.has(s.id)))
      return { code: "subject_unknown" as const, reason: "Some other subjects do not exist" };
    return null;
  };
  return Object.assign(check, {
    disciplineNames,
    subjectNames: new Map(subjects.map((row) => [row.id, row.name])),
  });
}
