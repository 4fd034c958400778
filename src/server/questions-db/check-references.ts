import type { Tx } from "@/server/db/client";
import { kyselyIn } from "@/server/db/kysely";
import { disciplineMismatches } from "@/server/disciplines/discipline-mismatches";
import { DomainError, type ErrorIssue } from "@/server/errors/domain-error";
import { assertReachable } from "@/server/scope/assert-reachable";
import { accessibleExamIds } from "@/server/scope/accessible-exam-ids";
import { disciplineReadable, importPublished } from "@/server/scope/predicates";
import { readableDisciplineIds } from "@/server/scope/readable-discipline-ids";
import type { Scope } from "@/server/scope/scope";
import type { QuestionInput } from "./schema";

/** 422 whose reason is its first issue's code, as the message is its message. */
const fail = (issues: [ErrorIssue, ...ErrorIssue[]]) =>
  new DomainError("UNPROCESSABLE", issues[0].code, issues[0].message, { issues });

/**
 * 403 for a school, group, exam, discipline or subject outside the caller's access (spec §1, rules
 * 2 and 3), unknown ids included (docs/security.md, "Ids inside bodies").
 */
export async function assertQuestionAccess(tx: Tx, scope: Scope, input: QuestionInput): Promise<void> {
  const kysely = kyselyIn(tx);
  await assertReachable(scope, "discipline_id", [input.discipline_id], (id) =>
    readableDisciplineIds(kysely, scope, id),
  );
  const readableSubjects = async (id: number[]) => {
    const rows = await kysely
      .selectFrom("subjects")
      .select("subjects.id")
      .where("subjects.id", "in", id)
      .where((eb) => disciplineReadable(scope, eb.ref("subjects.discipline_id")))
      .where((eb) => importPublished(eb.ref("subjects.import_id")))
      .execute();
    return rows.map((row) => row.id);
  };
  if (typeof input.subject === "number") await assertReachable(scope, "subject", [input.subject], readableSubjects);
  await assertReachable(
    scope,
    "other_subjects",
    (input.other_subjects ?? []).map((s) => s.id),
    readableSubjects,
  );
  const examIds = [...new Set((input.exams ?? []).map((e) => e.id))];
  await assertReachable(scope, "exams", examIds, (id) => accessibleExamIds(kysely, scope, id));
  // Only the platform admin, who reaches every exam, gets this far with an unknown one.
  if (examIds.length && (await tx.exam.count({ where: { id: { in: examIds } } })) !== examIds.length) {
    throw fail([{ path: ["exams"], code: "exam_unknown", message: "Some exams do not exist" }]);
  }
}

/**
 * 422 for references that break the spec's rules: the discipline must be one the owner school
 * uses; a numeric subject must belong to it; groups must be the school's and have the discipline
 * (a question is only sent to groups of its discipline); so must every group of a chosen exam.
 */
export async function checkQuestionReferences(tx: Tx, input: QuestionInput): Promise<void> {
  const k = kyselyIn(tx);
  const schoolId = input.belongs_to.id;
  const disciplineId = input.discipline_id;
  const used = await k
    .selectFrom("disciplines as d")
    .select("d.id")
    .where("d.id", "=", disciplineId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("discipline_owners as o")
            .select(eb.lit(1).as("one"))
            .whereRef("o.discipline_id", "=", "d.id")
            .where("o.school_id", "=", schoolId),
        ),
        eb.exists(
          eb
            .selectFrom("group_disciplines as gd")
            .innerJoin("groups as g", "g.id", "gd.group_id")
            .select(eb.lit(1).as("one"))
            .whereRef("gd.discipline_id", "=", "d.id")
            .where("g.school_id", "=", schoolId),
        ),
      ]),
    )
    .executeTakeFirst();
  if (!used)
    throw fail([
      {
        path: ["discipline_id"],
        code: "discipline_unknown",
        message: "The discipline does not exist or is not used by the owner school",
      },
    ]);

  if (typeof input.subject === "number" && !(await tx.subject.count({ where: { id: input.subject, disciplineId } }))) {
    throw fail([
      {
        path: ["subject"],
        code: "subject_unknown",
        message: "The subject is not a subject of the question's discipline",
      },
    ]);
  }
  const otherIds = [...new Set((input.other_subjects ?? []).map((s) => s.id))];
  if (otherIds.length && (await tx.subject.count({ where: { id: { in: otherIds } } })) !== otherIds.length) {
    throw fail([{ path: ["other_subjects"], code: "subject_unknown", message: "Some other subjects do not exist" }]);
  }

  const windows = input.question_to_groups ?? [];
  const windowGroupIds = [...new Set(windows.flatMap((w) => w.group_ids))];
  const examIds = [...new Set((input.exams ?? []).map((e) => e.id))];
  const schoolGroups = windowGroupIds.length
    ? await tx.group.findMany({ where: { id: { in: windowGroupIds }, schoolId }, select: { id: true } })
    : [];
  const examGroups = examIds.length
    ? await tx.examGroup.findMany({ where: { examId: { in: examIds } }, select: { examId: true, groupId: true } })
    : [];
  const targets = [...windowGroupIds, ...examGroups.map((g) => g.groupId)];
  const lacking = new Set((await disciplineMismatches(k, targets, [disciplineId])).map((m) => m.groupId));

  const issues: ErrorIssue[] = [];
  for (const [index, window] of windows.entries())
    if (window.group_ids.some((id) => lacking.has(id) || !schoolGroups.some((g) => g.id === id)))
      issues.push({
        path: ["question_to_groups", index, "group_ids"],
        code: "discipline_mismatch",
        message: "A question can only be sent to groups of its school that have its discipline",
      });
  for (const examId of examIds)
    if (examGroups.some((g) => g.examId === examId && lacking.has(g.groupId)))
      issues.push({
        path: ["exams"],
        code: "discipline_mismatch",
        message: `Exam ${examId} is given to a group without the question's discipline`,
        params: { id: examId },
      });
  if (issues[0]) throw fail([issues[0], ...issues.slice(1)]);
}
