import { DomainError } from "@/server/errors/domain-error";
import { categorySubject } from "./category-subject";
import {
  answersJoined,
  interchangeQuestion,
  numericalConverted,
  titleOf,
  weightsFlattened,
  type EmbeddedFile,
  type ImportWarning,
  type InterchangeQuestion,
  type ParsedFile,
  type ParsedItem,
} from "./interchange-question";
import { plainToMarkdown } from "./plain-to-markdown";
import { moodleFormatOf, textToMarkdown } from "./text-to-markdown";
import { trueFalseAnswers } from "./true-false";
import { childNamed, childrenNamed, descendantsNamed, parseXmlTree, textOf, type XmlElement } from "./xml-tree";

/** Moodle types with no equivalent in the bank, and why. */
const unsupported: Record<string, string> = {
  matching: "matching questions pair items, which the bank cannot hold",
  randomsamatch: "random short-answer matching draws from other questions",
  cloze: "embedded answers (Cloze) hold several questions in one text",
  multianswer: "embedded answers (Cloze) hold several questions in one text",
  calculated: "calculated questions draw values from datasets",
  calculatedsimple: "calculated questions draw values from datasets",
  calculatedmulti: "calculated questions draw values from datasets",
  ddwtos: "drag-and-drop questions place items on the text",
  ddimageortext: "drag-and-drop questions place items on an image",
  ddmarker: "drag-and-drop questions place markers on an image",
  gapselect: "select-missing-words questions hold one choice per gap",
  random: "a random question is a rule, not a question",
  ordering: "ordering questions have no equivalent",
};

/** A formatted text element (`<questiontext format="html"><text>…</text></questiontext>`) as markdown. */
function markdownOf(element: XmlElement | undefined, fallback = "html"): string {
  if (!element) return "";
  const format = moodleFormatOf(element.attributes.format ?? fallback) ?? "html";
  return textToMarkdown(textOf(childNamed(element, "text")), format);
}

const fraction = (answer: XmlElement) => Number(answer.attributes.fraction ?? "0");

const letter = (index: number) => String.fromCharCode(97 + (index % 26));

function feedbackOf(answers: XmlElement[], format: string): string[] {
  return answers.flatMap((answer, index) => {
    const text = markdownOf(childNamed(answer, "feedback"), format);
    return text ? [`**(${letter(index)})** ${text}`] : [];
  });
}

type Converted = Pick<InterchangeQuestion, "type" | "answers"> & { feedback: string[] };

function convert(type: string, question: XmlElement, format: string, warnings: ImportWarning[]): Converted {
  const answers = childrenNamed(question, "answer");
  const answerText = (answer: XmlElement) =>
    textToMarkdown(textOf(childNamed(answer, "text")), moodleFormatOf(answer.attributes.format ?? format) ?? "html");
  switch (type) {
    case "multichoice": {
      if (answers.some((answer) => fraction(answer) > 0 && fraction(answer) < 100)) warnings.push(weightsFlattened());
      return {
        type: "MULTIPLE_CHOICE",
        answers: answers.map((answer) => ({
          description: answerText(answer),
          is_correct_answer: fraction(answer) > 0,
        })),
        feedback: feedbackOf(answers, format),
      };
    }
    case "truefalse": {
      const right = answers.find((answer) => fraction(answer) > 0);
      const isTrue = textOf(childNamed(right, "text")).trim().toLowerCase() !== "false";
      const options = trueFalseAnswers(isTrue);
      const ordered = options.map((option) =>
        answers.find((answer) => fraction(answer) > 0 === option.is_correct_answer),
      );
      return {
        type: "MULTIPLE_CHOICE",
        answers: options,
        feedback: feedbackOf(ordered.filter(Boolean) as XmlElement[], format),
      };
    }
    case "shortanswer": {
      const accepted = answers.filter((answer) => fraction(answer) > 0).map(answerText);
      if (accepted.length > 1) warnings.push(answersJoined(accepted.length));
      return {
        type: "DISCURSIVE",
        answers: accepted.length ? [{ description: accepted.join(" / "), is_correct_answer: true }] : [],
        feedback: feedbackOf(answers, format),
      };
    }
    case "numerical": {
      const best = answers.find((answer) => fraction(answer) === 100) ?? answers[0];
      const value = textOf(childNamed(best, "text")).trim();
      const tolerance = Number(textOf(childNamed(best, "tolerance")).trim() || "0");
      const expected = tolerance ? `${value} ± ${tolerance}` : value;
      warnings.push(numericalConverted(expected));
      return {
        type: "DISCURSIVE",
        answers: value ? [{ description: plainToMarkdown(expected), is_correct_answer: true }] : [],
        feedback: [],
      };
    }
    case "essay": {
      const expected = markdownOf(childNamed(question, "graderinfo"), format);
      return {
        type: "DISCURSIVE",
        answers: expected ? [{ description: expected, is_correct_answer: true }] : [],
        feedback: [],
      };
    }
    default:
      return { type: "CONTENT", answers: [], feedback: [] };
  }
}

/** Every `<file>` of the question, by the name its text links (`@@PLUGINFILE@@/name`, path included). */
function filesOf(question: XmlElement): EmbeddedFile[] {
  return descendantsNamed(question, "file").map((file) => {
    const folder = (file.attributes.path ?? "/").replace(/^\/|\/$/g, "");
    const name = `${folder ? `${folder}/` : ""}${file.attributes.name ?? ""}`;
    return { name, bytes: Buffer.from(textOf(file).replace(/\s+/g, ""), "base64") };
  });
}

/**
 * A Moodle XML file as bank questions, each with its line. Categories set the subject of the
 * questions after them; formatted texts become markdown; embedded files come along for the
 * import to store. Types the bank cannot hold are refused question by question.
 */
export function parseMoodleXml(text: string): ParsedFile {
  const quiz = childNamed(parseXmlTree(text.replace(/^\uFEFF/, "")), "quiz");
  if (!quiz)
    throw new DomainError("UNPROCESSABLE", "xml_malformed", "A Moodle XML file has a <quiz> root element", {
      issues: [{ path: ["file"], code: "xml_malformed", message: "No <quiz> root element" }],
    });
  return { [Symbol.iterator]: () => quizItems(quiz) };
}

function* quizItems(quiz: XmlElement): Generator<ParsedItem> {
  let category: string | null = null;
  for (const question of childrenNamed(quiz, "question")) {
    const type = question.attributes.type ?? "";
    if (type === "category") {
      category = categorySubject(textOf(childNamed(childNamed(question, "category"), "text")));
      continue;
    }
    const format = childNamed(question, "questiontext")?.attributes.format ?? "html";
    const description = markdownOf(childNamed(question, "questiontext"));
    const title = textOf(childNamed(childNamed(question, "name"), "text")).trim() || titleOf(description);
    const place = { at: question.line, title };
    if (
      unsupported[type] ||
      !["multichoice", "truefalse", "shortanswer", "numerical", "essay", "description"].includes(type)
    ) {
      const reason = unsupported[type] ?? "this question type is unknown";
      yield { ...place, code: "import_type_unsupported", reason: `Type ${type}: ${reason}; refused` };
      continue;
    }
    const warnings: ImportWarning[] = [];
    const converted = convert(type, question, format, warnings);
    const solution = [markdownOf(childNamed(question, "generalfeedback"), format), ...converted.feedback]
      .filter(Boolean)
      .join("\n\n");
    const hint = childrenNamed(question, "hint")
      .map((hintElement) => markdownOf(hintElement, format))
      .filter(Boolean)
      .join("\n\n");
    yield {
      at: place.at,
      title,
      question: interchangeQuestion({
        type: converted.type,
        description,
        answers: converted.answers,
        solution: solution || null,
        hint: hint || null,
        subject: category,
      }),
      warnings,
      files: filesOf(question),
    };
  }
}
