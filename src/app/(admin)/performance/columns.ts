import type { StatKey, StudentFigures } from "@/server/performance/schema";

export type Student = StudentFigures;

/** The statistics of spec 2.9, in table order; `label` is a message key under "performance.columns". */
export const statColumns = [
  { key: "total_exams_count", decimals: 0 },
  { key: "total_quizzes_count", decimals: 0 },
  { key: "total_questions_seen_count", decimals: 0 },
  { key: "total_questions_answered_count", decimals: 0 },
  { key: "correct_answers_count", decimals: 0 },
  { key: "average_answer_time", decimals: 1 },
  { key: "average_answers_until_correct", decimals: 2 },
] as const satisfies readonly { key: StatKey; decimals: number }[];

export type { StatKey };
export type SortKey = "name" | StatKey;

export const fullName = (s: Pick<Student, "first_name" | "last_name">) => `${s.first_name} ${s.last_name}`.trim();
