/** One student's first answer to one question of the exam. */
export type FirstAnswer = { studentId: string; questionId: string; correct: boolean };

export type ItemStats = {
  question_id: string;
  position: number;
  correct_first: number;
  wrong_first: number;
  /** Share of the exam's students whose first answer was correct (unanswered counts as not). */
  facility: number | null;
  /** Facility in the upper 27% of students by total score minus that in the lower 27%. */
  discrimination: number | null;
};

export type ItemAnalysis = { students: number; questions: ItemStats[]; cronbach_alpha: number | null };

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const variance = (values: number[]) => {
  const m = mean(values);
  return mean(values.map((v) => (v - m) ** 2));
};

/**
 * Classical item analysis from first attempts. Students are those with at least one answer in
 * the exam; each scores 1 per question whose first answer was correct, else 0. Groups for the
 * discrimination index are the top and bottom 27% by total score (ties by student id, so the
 * result is stable). Cronbach's alpha uses population variances; it is null for fewer than two
 * questions or when every student has the same total.
 */
export function itemAnalysis(questionIds: string[], answers: FirstAnswer[]): ItemAnalysis {
  const students = [...new Set(answers.map((a) => a.studentId))].sort();
  const score = new Map(answers.map((a) => [`${a.studentId}|${a.questionId}`, a.correct ? 1 : 0]));
  const matrix = students.map((s) => questionIds.map((q) => score.get(`${s}|${q}`) ?? 0));
  const totals = matrix.map((row) => row.reduce((a, b) => a + b, 0));
  const ranked = students
    .map((_, i) => i)
    .sort((a, b) => totals[b]! - totals[a]! || students[a]!.localeCompare(students[b]!));
  const groupSize = Math.max(1, Math.round(students.length * 0.27));
  const upper = ranked.slice(0, groupSize);
  const lower = ranked.slice(-groupSize);

  const columns = questionIds.map((_, position) => matrix.map((row) => row[position]!));
  const questions = questionIds.map((questionId, position): ItemStats => {
    const column = columns[position]!;
    const answered = answers.filter((a) => a.questionId === questionId);
    const correctFirst = answered.filter((a) => a.correct).length;
    const enough = students.length > 0;
    return {
      question_id: questionId,
      position,
      correct_first: correctFirst,
      wrong_first: answered.length - correctFirst,
      facility: enough ? mean(column) : null,
      discrimination:
        students.length >= 2 ? mean(upper.map((i) => column[i]!)) - mean(lower.map((i) => column[i]!)) : null,
    };
  });

  const k = questionIds.length;
  const totalVariance = students.length ? variance(totals) : 0;
  const alpha =
    k >= 2 && totalVariance > 0
      ? (k / (k - 1)) * (1 - columns.reduce((sum, column) => sum + variance(column), 0) / totalVariance)
      : null;
  return { students: students.length, questions, cronbach_alpha: alpha };
}
