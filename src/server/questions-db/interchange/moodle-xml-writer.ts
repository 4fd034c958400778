import { titleOf } from "./interchange-question";
import { pluginFileNames } from "./plugin-file";
import type { ExportedQuestion, TextWriter } from "./text-writer";

/** Text as CDATA; a `]]>` inside is split across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;

const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A formatted text's element; the files the text links embedded in it, where Moodle writes them. */
type Element = (element: string, text: string, attributes?: string) => string;

function elementWriter(files: ExportedQuestion["files"]): Element {
  const embedded = (text: string) =>
    pluginFileNames(text)
      .flatMap((name) => {
        const base64 = files?.get(name);
        return base64 === undefined
          ? []
          : [`<file name="${attribute(name)}" path="/" encoding="base64">${base64}</file>`];
      })
      .join("");
  return (element, text, attributes = "") =>
    `    <${element}${attributes} format="markdown"><text>${cdata(text)}</text>${embedded(text)}</${element}>\n`;
}

function body(question: ExportedQuestion, markdown: Element): { type: string; parts: string } {
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
 * and the hint; the source, difficulty and study orientation have no place in it. The files of
 * this app a text links are embedded in its element (`files`, linked as `@@PLUGINFILE@@/name`).
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
    const markdown = elementWriter(question.files);
    const { type, parts } = body(question, markdown);
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
