import type { Ctx } from "@/server/context";
import type { Tx } from "@/server/db/client";
import { kyselyIn } from "@/server/db/kysely";
import { DomainError } from "@/server/errors/domain-error";
import { disciplineReadable, importPublished, oneOf } from "@/server/scope/predicates";
import { assertQuestionAccess, checkQuestionReferences } from "./check-references";
import type { RefusedQuestion } from "./interchange/interchange-question";
import type { QuestionInput } from "./schema";

/** Why a question's references refuse it, or null when they hold. */
export type ReferenceCheck = (input: QuestionInput) => Pick<RefusedQuestion, "code" | "reason"> | null;

/**
 * The references of an import's questions checked once per discipline, not once per question: the
 * discipline the caller reads (403 otherwise, as for one question) and the school uses; then, question
 * by question from what was read here, numeric subjects of that discipline and other subjects that exist.
 * `disciplines` holds one question of each discipline, `subjectIds` every subject named by id.
 */
export async function checkImportReferences(
  tx: Tx,
  ctx: Ctx,
  disciplines: Map<number, QuestionInput>,
  subjectIds: number[],
): Promise<ReferenceCheck> {
  const refusedDisciplines = new Map<number, string>();
  for (const [disciplineId, question] of disciplines) {
    const probe = { ...question, subject: "probe", other_subjects: [], exams: [] };
    await assertQuestionAccess(tx, ctx.scope, probe);
    try {
      await checkQuestionReferences(tx, { ...probe, question_to_groups: [] });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refusedDisciplines.set(disciplineId, error.message);
    }
  }
  const subjects = new Map(
    subjectIds.length
      ? (
          await kyselyIn(tx)
            .selectFrom("subjects")
            .select(["subjects.id", "subjects.discipline_id"])
            .where((eb) => oneOf(eb.ref("subjects.id"), subjectIds))
            .where((eb) => disciplineReadable(ctx.scope, eb.ref("subjects.discipline_id")))
            .where((eb) => importPublished(eb.ref("subjects.import_id")))
            .execute()
        ).map((row) => [row.id, row.discipline_id])
      : [],
  );
  return ({ subject, discipline_id, other_subjects }) => {
    const refusedDiscipline = refusedDisciplines.get(discipline_id);
    if (refusedDiscipline !== undefined) return { code: "discipline_unknown", reason: refusedDiscipline };
    if (typeof subject === "number" && subjects.get(subject) !== discipline_id)
      return { code: "subject_unknown", reason: `Subject ${subject} is not a subject of discipline ${discipline_id}` };
    if ((other_subjects ?? []).some((s) => !subjects.has(s.id)))
      return { code: "subject_unknown", reason: "Some other subjects do not exist" };
    return null;
  };
}
