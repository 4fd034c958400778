import type { SchoolWorld } from "./world";
import { now as appNow } from "@/server/time/now";

const year = appNow().getUTCFullYear();
/** The whole seeded period, so that reports carry every row in the caller's access. */
export const range = { start_date: Date.UTC(year - 2, 0, 1), end_date: Date.UTC(year + 1, 0, 1) };

export const examBody = (school: SchoolWorld, groupId = school.groupId, questionId = school.questionId) => ({
  name: "authz-matrix",
  description: "",
  exam_to_groups: [
    {
      group_ids: [groupId],
      available_after: Date.UTC(year + 5, 0, 1),
      available_before: Date.UTC(year + 5, 1, 1),
      instant_answer_feedback: false,
      allow_multiple_answers: false,
      is_readonly: false,
    },
  ],
  question_ids: [questionId],
});

export const questionBody = (
  school: SchoolWorld,
  over: { belongsTo?: string; groupId?: string; examId?: string } = {},
) => ({
  belongs_to: { id: over.belongsTo ?? school.schoolId },
  description: "authz-matrix",
  discipline_id: school.disciplineId,
  subject: school.subjectId,
  type: "DISCURSIVE",
  source: "authz-matrix",
  answers: [],
  question_to_groups: [
    {
      group_ids: [over.groupId ?? school.groupId],
      available_after: Date.UTC(year + 5, 0, 1),
      available_before: Date.UTC(year + 5, 1, 1),
    },
  ],
  exams: over.examId ? [{ id: over.examId }] : [],
});

/** A body that mixes both schools: the platform admin reaches both, and the data rules refuse it. */
export const mixedSchools = { admin: 422 };

/** A teacher manages only their own availability: a colleague's is 403 to them, not to admins. */
export const colleague = { tiago: 403 };

/** One question in GIFT, the file of the matrix's imports. */
export const importedGift = "::Matriz::Quanto é 1 + 1?{=2 ~3}\n";

/** The tRPC import's input: the file base64, into a school's discipline and subject. */
export const importInput = (schoolId: string, disciplineId: number, subjectId: number) => ({
  school_id: schoolId,
  discipline_id: disciplineId,
  subject: String(subjectId),
  source: "Matriz",
  format: "gift",
  file: Buffer.from(importedGift).toString("base64"),
});
