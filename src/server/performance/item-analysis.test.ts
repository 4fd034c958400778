import { describe, expect, it } from "vitest";
import { itemAnalysis, type FirstAnswer } from "./item-analysis";

/** Rows are students s0…, columns questions q0…; 1 correct first answer, 0 wrong, null unanswered. */
function answersOf(matrix: (0 | 1 | null)[][]): FirstAnswer[] {
  return matrix.flatMap((row, s) =>
    row.flatMap((cell, q) => (cell === null ? [] : [{ studentId: `s${s}`, questionId: `q${q}`, correct: cell === 1 }])),
  );
}

describe("item analysis", () => {
  const questions = ["q0", "q1", "q2"];

  it("computes facility, discrimination and Cronbach's alpha on a known matrix", () => {
    const matrix: (0 | 1)[][] = [
      [1, 1, 1],
      [1, 1, 0],
      [1, 0, 0],
      [0, 0, 0],
    ];
    const result = itemAnalysis(questions, answersOf(matrix));
    expect(result.students).toBe(4);
    expect(result.questions.map((q) => q.facility)).toEqual([0.75, 0.5, 0.25]);
    // 27% of 4 rounds to 1: the top student (s0) against the bottom one (s3).
    expect(result.questions.map((q) => q.discrimination)).toEqual([1, 1, 1]);
    // Item variances .1875 + .25 + .1875 = .625; totals 3,2,1,0 have variance 1.25: alpha = 1.5 × (1 − .5) = .75.
    expect(result.cronbach_alpha).toBeCloseTo(0.75, 10);
    expect(result.questions[0]).toMatchObject({ correct_first: 3, wrong_first: 1 });
  });

  it("counts an unanswered question as not correct, but not as a wrong first answer", () => {
    const result = itemAnalysis(
      questions,
      answersOf([
        [1, null, 0],
        [0, 1, null],
      ]),
    );
    expect(result.questions[1]).toMatchObject({ facility: 0.5, correct_first: 1, wrong_first: 0 });
  });

  it("gives a negative discrimination when weaker students do better on an item", () => {
    const result = itemAnalysis(
      questions,
      answersOf([
        [1, 1, 0],
        [1, 1, 0],
        [0, 0, 1],
        [0, 0, 1],
      ]),
    );
    expect(result.questions[2]!.discrimination).toBe(-1);
  });

  it("leaves alpha null with one question or no spread, and everything null without students", () => {
    expect(itemAnalysis(["q0"], answersOf([[1], [0]])).cronbach_alpha).toBeNull();
    expect(
      itemAnalysis(
        questions,
        answersOf([
          [1, 0, 1],
          [0, 1, 1],
        ]),
      ).cronbach_alpha,
    ).toBeNull();
    const empty = itemAnalysis(questions, []);
    expect(empty).toMatchObject({ students: 0, cronbach_alpha: null });
    expect(empty.questions[0]).toMatchObject({ facility: null, discrimination: null, correct_first: 0 });
  });
});
