import type { Kdb } from "@/server/db/kysely";
import { assertReachable } from "./assert-reachable";
import { accessibleExamIds } from "./accessible-exam-ids";
import { groupInScope } from "./predicates";
import type { Scope } from "./scope";
import { readableQuestionIds } from "./readable-question-ids";

type FilterIds = { exam_id?: string; quiz_id?: string; question_id?: string };

/**
 * Exam, quiz and question filters are explicit ids like school and group ids: naming no record
 * inside the caller's access is 403 rather than an empty answer, whether the record is another
 * school's or does not exist (docs/security.md, "Ids inside bodies").
 */
export async function assertFilterIds(kysely: Kdb, scope: Scope, ids: FilterIds): Promise<void> {
  const check = (key: keyof FilterIds, reachable: (id: string[]) => Promise<string[]>) =>
    assertReachable(scope, key, ids[key] ? [ids[key]] : [], reachable);
  const idsOf = async (rows: Promise<{ id: string }[]>) => (await rows).map((row) => row.id);
  await check("exam_id", (id) => accessibleExamIds(kysely, scope, id));
  await check("quiz_id", (id) =>
    idsOf(
      kysely
        .selectFrom("quizzes")
        .select("quizzes.id")
        .where("quizzes.id", "in", id)
        .where((eb) => groupInScope(scope, eb.ref("quizzes.group_id")))
        .execute(),
    ),
  );
  await check("question_id", (id) => readableQuestionIds(kysely, scope, id));
}
