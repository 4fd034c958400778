import type { StatKey, StudentFigures } from "./schema";

const averages: readonly StatKey[] = ["average_answer_time", "average_answers_until_correct"];

/**
 * Whether a student's figure says something. An average with nothing to average is 0 in the data (spec 4.4 types
 * the averages as numbers): attempts until correct are at least 1 when any question allowed several answers, and an
 * answer time rounded to 0.000 s means no answer had a view before it. The page shows such a figure as "não se
 * aplica", the export leaves its cell empty; a count is always a figure.
 */
export function figureApplies(student: Pick<StudentFigures, StatKey>, key: StatKey): boolean {
  const value: number | null = student[key];
  return value !== null && (value !== 0 || !averages.includes(key));
}
