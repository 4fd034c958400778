import type { Tx } from "@/server/db/client";
import { kyselyIn } from "@/server/db/kysely";
import { disciplineMismatches } from "@/server/disciplines/discipline-mismatches";
import { DomainError, type ErrorIssue } from "@/server/errors/domain-error";
import { assertReachable } from "@/server/scope/assert-reachable";
import type { Scope } from "@/server/scope/scope";
import { readableQuestionIds } from "@/server/scope/readable-question-ids";
import type { ExamInput } from "./schema";

/** 422 whose reason is its first issue's code, as the message is its message. */
const unprocessable = (issues: [ErrorIssue, ...ErrorIssue[]]) =>
  new DomainError("UNPROCESSABLE", issues[0].code, issues[0].message, { issues });

/**
 * Checks the groups and questions of an exam: 403 outside the caller's access, unknown ids
 * included; 422 for unknown ids of the platform admin, groups of different schools, or a question
 * whose discipline a target group lacks or that is archived and not in the exam (`examId`) already.
 * Returns the exam's school.
 */
export async function checkExam(
  tx: Tx,
  scope: Scope,
  input: ExamInput,
  keptGroupIds: string[] = [],
  examId?: string,
): Promise<string> {
  const groupIds = [...new Set([...input.exam_to_groups.flatMap((e) => e.group_ids), ...keptGroupIds])];
  const groups = await tx.group.findMany({ where: { id: { in: groupIds } }, select: { schoolId: true } });
  if (groups.length !== groupIds.length)
    throw unprocessable([{ path: ["exam_to_groups"], code: "group_unknown", message: "Some groups do not exist" }]);
  const schools = new Set(groups.map((g) => g.schoolId));
  if (schools.size !== 1)
    throw unprocessable([
      {
        path: ["exam_to_groups"],
        code: "groups_of_several_schools",
        message: "All groups of an exam must belong to one school",
      },
    ]);

  const questionIds = input.question_ids ?? [];
  const k = kyselyIn(tx);
  await assertReachable(scope, "question_ids", questionIds, (ids) => readableQuestionIds(k, scope, ids));
  const questions = await tx.bankQuestion.findMany({
    where: { id: { in: questionIds } },
    select: { id: true, schoolId: true, disciplineId: true, archivedAt: true },
  });
  if (questions.length !== questionIds.length)
    throw unprocessable([{ path: ["question_ids"], code: "question_unknown", message: "Some questions do not exist" }]);

  const issues: ErrorIssue[] = [];
  const position = new Map(questionIds.map((id, index) => [id, index]));
  const archived = questions.filter((q) => q.archivedAt);
  const present = new Set(
    archived.length && examId
      ? (await tx.examQuestion.findMany({ where: { examId }, select: { questionId: true } })).map((q) => q.questionId)
      : [],
  );
  for (const question of archived)
    if (!present.has(question.id))
      issues.push({
        path: ["question_ids", position.get(question.id)!],
        code: "question_archived",
        message: "An archived question can stay in the exams that have it but join no other",
        params: { id: question.id },
      });
  const mismatches = await disciplineMismatches(
    k,
    groupIds,
    questions.map((q) => q.disciplineId),
  );
  for (const question of questions) {
    const lacking = mismatches.filter((m) => m.disciplineId === question.disciplineId).map((m) => m.groupName);
    if (lacking.length)
      issues.push({
        path: ["question_ids", position.get(question.id)!],
        code: "discipline_mismatch",
        message: `The question's discipline is not a discipline of ${lacking.join(", ")}`,
        params: { id: question.id, groups: lacking.join(", ") },
      });
  }
  if (issues[0]) throw unprocessable([issues[0], ...issues.slice(1)]);
  return [...schools][0]!;
}
