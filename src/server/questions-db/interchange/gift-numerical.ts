import { graded, numericalAlternativesDropped, numericalConverted, type ImportWarning } from "./interchange-question";
import { answerOf, feedbackOf, Refusal, splitAnswers, unescape, unescapedIndex, type Converted } from "./gift-answers";
import { plainToMarkdown } from "./plain-to-markdown";

const number = "-?[\\d.eE+-]+";
const rangeOf = new RegExp(`^(${number})\\s*\\.\\.\\s*(${number})$`);
const toleranceOf = new RegExp(`^(${number})\\s*:\\s*([\\d.eE+-]+)$`);
const exact = new RegExp(`^${number}$`);

/** A numerical answer's value as the bank's expected answer: `3.14 ± 0.01`, `1 a 5`, `4`. */
function numericalValue(raw: string): string {
  const value = unescape(raw).trim();
  const range = rangeOf.exec(value);
  if (range) return `${range[1]} a ${range[2]}`;
  const tolerance = toleranceOf.exec(value);
  if (tolerance) return `${tolerance[1]} ± ${tolerance[2]}`;
  if (!exact.test(value)) throw new Refusal("gift_answer_invalid", `"${value}" is not a numerical answer`);
  return value;
}

/**
 * A numerical answer becomes a discursive question whose expected answer is the best-scored value and
 * its tolerance. As Moodle reads it, a `~` starts the feedback for any other (wrong) answer
 * (`{#3:2~#Completely wrong}`); other `=` values (`=%50%1822:2`) are dropped, with a warning naming them.
 */
export function numerical(block: string, md: (text: string) => string, warnings: ImportWarning[]): Converted {
  const tilde = unescapedIndex(block, "~");
  const values = (tilde < 0 ? block : block.slice(0, tilde)).trim();
  const parts = values.startsWith("=")
    ? splitAnswers(values).map((part) => answerOf(part.mark, part.raw))
    : [answerOf("=", values)];
  const wrong = tilde < 0 ? [] : [answerOf("~", block.slice(tilde + 1))];
  const expected = parts.map((part) => (unescape(part.text).trim() === "*" ? "*" : numericalValue(part.text)));
  const bestWeight = Math.max(...parts.map((part) => part.weight));
  const best = parts.findIndex((part, index) => part.weight === bestWeight && expected[index] !== "*");
  if (best < 0) throw new Refusal("gift_answer_invalid", "A numerical question needs a value");
  const dropped = parts.flatMap((part, index) =>
    index === best || expected[index] === "*" ? [] : [graded(expected[index]!, part.weight)],
  );
  warnings.push(numericalConverted(expected[best]!));
  if (dropped.length) warnings.push(numericalAlternativesDropped(dropped));
  return {
    type: "DISCURSIVE",
    answers: [{ description: plainToMarkdown(expected[best]!), is_correct_answer: true }],
    feedback: feedbackOf(
      [...parts, ...wrong].map((answer) => answer.feedback),
      md,
    ),
  };
}
