import { titleOf, type InterchangeQuestion } from "./interchange-question";
import { essayFeedback } from "./essay-feedback";
import type { TextWriter } from "./text-writer";

/** Every character GIFT gives a meaning, escaped, and line breaks as `\n` (a blank line ends a question). */
const escape = (text: string) => text.replace(/[\\~=#{}:]/g, "\\$&").replace(/\r?\n/g, "\\n");

/** Equal shares of the grade for several right options; a wrong one costs the whole grade. */
const weight = (correct: number) => Number((100 / correct).toFixed(5));

function answerBlock(question: InterchangeQuestion): string {
  if (question.type === "DISCURSIVE") {
    // An essay, never a short answer: Moodle would grade `=no one / nobody` by matching it letter for letter.
    const feedback = essayFeedback(question.answers[0]?.description ?? null, question.solution);
    return `{${feedback ? `\n####${escape(feedback)}` : ""}\n}`;
  }
  const general = question.solution ? `\n####${escape(question.solution)}` : "";
  const correct = question.answers.filter((answer) => answer.is_correct_answer).length;
  const lines = question.answers.map((answer) => {
    if (correct === 1) return `${answer.is_correct_answer ? "=" : "~"}${escape(answer.description)}`;
    return `~%${answer.is_correct_answer ? weight(correct) : -100}%${escape(answer.description)}`;
  });
  return `{\n${lines.join("\n")}${general}\n}`;
}

/**
 * GIFT in markdown: the text of every question is `[markdown]`, as the bank's. A discursive question
 * is an essay whose general feedback holds its expected answer and solution (essayFeedback). GIFT has
 * no place for the source, difficulty, hint or study orientation, nor for a content item's solution.
 */
export const giftWriter: TextWriter = {
  contentType: "text/plain; charset=utf-8",
  extension: "gift.txt",
  head: "// Exported from the question bank (GIFT, markdown text)\n\n",
  category: (subject) => `$CATEGORY: $course$/top/${subject.replace(/\//g, "//")}\n\n`,
  question: (question) => {
    const title = `::${escape(titleOf(question.description))}::[markdown]`;
    const text = escape(question.description);
    return `${title}${text}${question.type === "CONTENT" ? "" : answerBlock(question)}\n\n`;
  },
  tail: "",
};
