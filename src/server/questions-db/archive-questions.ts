import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import type { Tx } from "@/server/db/client";
import { kyselyIn } from "@/server/db/kysely";
import { forbidden, notFound } from "@/server/errors/domain-error";
import { importPublished } from "@/server/scope/predicates";
import { canReadSchool, type Scope } from "@/server/scope/scope";
import type { ArchiveResult } from "./schema";
import { now as appNow } from "@/server/time/now";

/**
 * The questions, locked for the write: 404 for an unknown one, 403 for one of a school outside the caller's access,
 * as on GET.
 */
export async function lockQuestions(tx: Tx, scope: Scope, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const rows = await kyselyIn(tx)
    .selectFrom("bank_questions")
    .select(["id", "school_id", "archived_at"])
    .where("id", "in", unique)
    .where((eb) => importPublished(eb.ref("import_id")))
    .orderBy("id")
    .forNoKeyUpdate()
    .execute();
  if (rows.length !== unique.length) throw notFound("question_not_found", "Question");
  if (rows.some((row) => !canReadSchool(scope, row.school_id)))
    throw forbidden("question_outside_access", "This question belongs to a school outside your access");
  return rows;
}

/**
 * Archived or back in the bank; a question already so is left alone and not audited. An archived
 * question keeps its answers, exams and students' events: it only leaves the bank's list, the
 * pickers and new exams (docs/questions-db.md, "Delete and archive").
 */
async function setArchived({ db, scope }: Ctx, ids: readonly string[], archived: boolean): Promise<ArchiveResult> {
  return db.prisma.$transaction(async (tx) => {
    const rows = await lockQuestions(tx, scope, ids);
    const changing = rows.filter((row) => (row.archived_at !== null) !== archived);
    const at = archived ? appNow() : null;
    if (changing.length)
      await tx.bankQuestion.updateMany({
        where: { id: { in: changing.map((row) => row.id) } },
        data: { archivedAt: at },
      });
    await recordAudit(
      tx,
      scope.user,
      ...changing.map((row) => ({
        action: archived ? ("question.archive" as const) : ("question.restore" as const),
        entityId: row.id,
        schoolIds: [row.school_id],
        before: { archived_at: row.archived_at?.toISOString() ?? null },
        after: { archived_at: at?.toISOString() ?? null },
      })),
    );
    return { question_ids: changing.map((row) => row.id) };
  });
}

export const archiveQuestions = (ctx: Ctx, input: { questionIds: string[] }) =>
  setArchived(ctx, input.questionIds, true);

/** The undo of archiving. */
export const restoreQuestions = (ctx: Ctx, input: { questionIds: string[] }) =>
  setArchived(ctx, input.questionIds, false);
