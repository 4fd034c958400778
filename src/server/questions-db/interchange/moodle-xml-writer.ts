import { titleOf, type InterchangeQuestion } from "./interchange-question";
import type { TextWriter } from "./text-writer";

/** Text as CDATA; a `]]>` inside is split across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;

const markdown = (element: string, text: string, attributes = "") =>
  `    <${element}${attributes} format="markdown"><text>${cdata(text)}</text></${element}>\n`;

function body(question: InterchangeQuestion): { type: string; parts: string } {
  if (question.type === "CONTENT") return { type: "description", parts: "" };
  if (question.type === "DISCURSIVE") {
    // An essay, its expected answer as the grader's information: Moodle's short answer would grade it by match.
    const expected = question.answers[0]?.description ?? "";
    return {
      type: "essay",
      parts: `    <responseformat>editor</responseformat>\n${markdown("graderinfo", expected)}`,
    };
  }
  const correct = question.answers.filter((answer) => answer.is_correct_answer).length;
  const share = Number((100 / correct).toFixed(5));
  const answers = question.answers
    .map((answer) =>
      markdown(
        "answer",
        answer.description,
        ` fraction="${answer.is_correct_answer ? share : correct > 1 ? -100 : 0}"`,
      ),
    )
    .join("");
  return {
    type: "multichoice",
    parts: `    <single>${correct === 1}</single>\n    <shuffleanswers>true</shuffleanswers>\n${answers}`,
  };
}

/**
 * Moodle XML with markdown texts. Carries the text, the answers, the solution (general feedback)
 * and the hint; the source, difficulty and study orientation have no place in it.
 */
export const moodleXmlWriter: TextWriter = {
  contentType: "application/xml; charset=utf-8",
  extension: "moodle.xml",
  head: '<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n',
  category: (subject) =>
    `  <question type="category">\n    <category><text>${cdata(
      `$course$/top/${subject.replace(/\//g, "//")}`,
    )}</text></category>\n  </question>\n`,
  question: (question) => {
    const { type, parts } = body(question);
    return (
      `  <question type="${type}">\n` +
      `    <name><text>${cdata(titleOf(question.description))}</text></name>\n` +
      markdown("questiontext", question.description) +
      (question.solution ? markdown("generalfeedback", question.solution) : "") +
      parts +
      (question.hint ? markdown("hint", question.hint) : "") +
      "  </question>\n"
    );
  },
  tail: "</quiz>\n",
};
