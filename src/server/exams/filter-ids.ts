import type { Db } from "@/server/db/client";
import { assertReachable } from "@/server/scope/assert-reachable";
import type { Scope } from "@/server/scope/scope";
import { accessibleExams } from "./access";

type FilterIds = { exam_id?: string; quiz_id?: string; question_id?: string };

/**
 * Exam, quiz and question filters are explicit ids like school and group ids: naming no record
 * inside the caller's access is 403 rather than an empty answer, whether the record is another
 * school's or does not exist (docs/security.md, "Ids inside bodies").
 */
export async function assertFilterIds(prisma: Db, scope: Scope, ids: FilterIds): Promise<void> {
  const check = async (key: keyof FilterIds, reachable: (id: string[]) => Promise<{ id: string }[]>) =>
    assertReachable(scope, key, ids[key] ? [ids[key]] : [], async (id) => (await reachable(id)).map((row) => row.id));
  const select = { id: true } as const;
  await check("exam_id", (id) =>
    prisma.exam.findMany({ where: { id: { in: id }, ...accessibleExams(scope) }, select }));
  await check("quiz_id", (id) =>
    prisma.quiz.findMany({ where: { id: { in: id }, groupId: { in: scope.groupIds } }, select }));
  await check("question_id", (id) =>
    prisma.bankQuestion.findMany({ where: { id: { in: id }, schoolId: { in: scope.schoolIds } }, select }));
}
