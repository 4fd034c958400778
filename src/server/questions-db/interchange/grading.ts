import {
  answersJoined,
  graded,
  partialAnswersDropped,
  partialCredit,
  weightsFlattened,
  type ImportWarning,
} from "./interchange-question";

/** An answer of a Moodle question with its grade in percent (`%50%`, `fraction="50"`). */
export type Weighted = { text: string; weight: number };

/**
 * Which options of a multiple choice are right. A single-answer question (Moodle's `single`) keeps
 * only its best-scored options right: another option with partial credit would be marked right in
 * the bank, so it counts as wrong and a warning names it. A multiple-answer question has every
 * option of positive weight right; unequal or partial weights are flattened, with a warning.
 */
export function choiceCorrectness(answers: Weighted[], single: boolean, warnings: ImportWarning[]): boolean[] {
  if (single) {
    const best = Math.max(0, ...answers.map((answer) => answer.weight));
    if (best <= 0) return answers.map(() => false);
    const partial = answers.filter((answer) => answer.weight > 0 && answer.weight < best);
    if (partial.length) warnings.push(partialCredit(partial.map((answer) => graded(answer.text, answer.weight))));
    return answers.map((answer) => answer.weight === best);
  }
  if (answers.some((answer) => answer.weight > 0 && answer.weight < 100)) warnings.push(weightsFlattened());
  return answers.map((answer) => answer.weight > 0);
}

/**
 * The answers a short answer accepts in full, for its expected answer: the best-scored ones
 * (several joined, with a warning). Answers with partial credit are left out and named in a warning,
 * never joined to the expected answer as if they were worth as much.
 */
export function acceptedAnswers(answers: Weighted[], warnings: ImportWarning[]): string[] {
  const best = Math.max(0, ...answers.map((answer) => answer.weight));
  if (best <= 0) return [];
  const accepted = answers.filter((answer) => answer.weight === best).map((answer) => answer.text);
  const partial = answers.filter((answer) => answer.weight > 0 && answer.weight < best);
  if (accepted.length > 1) warnings.push(answersJoined(accepted.length));
  if (partial.length) warnings.push(partialAnswersDropped(partial.map((answer) => graded(answer.text, answer.weight))));
  return accepted;
}
