import type { StatKey, StudentFigures } from "./schema";

const averages: readonly StatKey[] = ["average_answer_time", "average_answers_until_correct"];

/**
 * Whether a student's figure says something. An average with nothing to average is null in the data (no answer
 * with a view before it, no question allowing several answers); an answer time rounded to 0.000 s says no more. The
 * page shows such a figure as "—" or "não se aplica", the export leaves its cell empty; a count is always a figure.
 */
export function figureApplies(student: Pick<StudentFigures, StatKey>, key: StatKey): boolean {
  const value: number | null = student[key];
  return value !== null && (value !== 0 || !averages.includes(key));
}
