/**
 * A discursive question's expected answer and solution in one general feedback, for GIFT: its essay
 * (`{}`) has no other place for them. Written under headings a teacher reads in Moodle, and read
 * back by the GIFT import so that an export imports unchanged:
 *
 *     **Resposta esperada:**
 *
 *     no one / nobody
 *
 *     **Solução:**
 *
 *     Grant and his wife are entombed, not buried.
 */
const expectedHeading = "**Resposta esperada:**";
const solutionHeading = "**Solução:**";

export function essayFeedback(expected: string | null, solution: string | null): string | null {
  if (!expected) return solution;
  return [expectedHeading, expected, ...(solution ? [solutionHeading, solution] : [])].join("\n\n");
}

/** The expected answer and solution of an essay's general feedback: all of it is the solution without the heading. */
export function fromEssayFeedback(general: string): { expected: string | null; solution: string } {
  if (!general.startsWith(`${expectedHeading}\n\n`)) return { expected: null, solution: general };
  const rest = general.slice(expectedHeading.length + 2);
  const split = rest.indexOf(`\n\n${solutionHeading}\n\n`);
  if (split < 0) return { expected: rest.trim() || null, solution: "" };
  return {
    expected: rest.slice(0, split).trim() || null,
    solution: rest.slice(split + solutionHeading.length + 4).trim(),
  };
}
