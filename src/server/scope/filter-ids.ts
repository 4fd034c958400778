import type { Db } from "@/server/db/client";
import { DomainError } from "@/server/errors/domain-error";
import { accessibleExams } from "@/server/exams/access";
import type { Scope } from "./scope";

type FilterIds = { exam_id?: string; quiz_id?: string; question_id?: string };

/**
 * Exam, quiz and question filters are explicit ids like school and group ids: naming a record
 * outside the caller's access is 403 rather than an empty answer. An id of no record matches
 * nothing, as with the paths, where only existing records are 403.
 */
export async function assertFilterIds(prisma: Db, scope: Scope, ids: FilterIds): Promise<void> {
  if (scope.all) return;
  const outside: (keyof FilterIds)[] = [];
  const check = async (key: keyof FilterIds, count: (where: object) => Promise<number>, inScope: object) => {
    const id = ids[key];
    if (id && (await count({ id })) > 0 && (await count({ id, ...inScope })) === 0) outside.push(key);
  };
  await check("exam_id", (where) => prisma.exam.count({ where }), accessibleExams(scope));
  await check("quiz_id", (where) => prisma.quiz.count({ where }), { groupId: { in: scope.groupIds } });
  await check("question_id", (where) => prisma.bankQuestion.count({ where }), { schoolId: { in: scope.schoolIds } });
  if (outside.length) throw new DomainError("FORBIDDEN", "Some filters name records outside your access", outside.map((key) => ({ path: [key], code: "forbidden", message: ids[key]! })));
}
