import { DomainError } from "@/server/errors/domain-error";
import { categorySubjects } from "./category-subject";
import { acceptedAnswers, choiceCorrectness } from "./grading";
import {
  graded,
  imageMissing,
  interchangeQuestion,
  numericalAlternativesDropped,
  numericalConverted,
  numericalUnitsDropped,
  titleOf,
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
      // Moodle reads a missing <single> as true.
      const single = !/^(false|0)$/i.test(textOf(childNamed(question, "single")).trim());
      const weighted = answers.map((answer) => ({ text: answerText(answer), weight: fraction(answer) }));
      const correct = choiceCorrectness(weighted, single, warnings);
      return {
        type: "MULTIPLE_CHOICE",
        answers: weighted.map((answer, index) => ({ description: answer.text, is_correct_answer: correct[index]! })),
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
      const accepted = acceptedAnswers(
        answers.map((answer) => ({ text: answerText(answer), weight: fraction(answer) })),
        warnings,
      );
      return {
        type: "DISCURSIVE",
        answers: accepted.length ? [{ description: accepted.join(" / "), is_correct_answer: true }] : [],
        feedback: feedbackOf(answers, format),
      };
    }
    case "numerical": {
      const valueOf = (answer: XmlElement) => {
        const value = textOf(childNamed(answer, "text")).trim();
        const tolerance = Number(textOf(childNamed(answer, "tolerance")).trim() || "0");
        return tolerance ? `${value} ± ${tolerance}` : value;
      };
      const values = answers.filter((answer) => !["", "*"].includes(textOf(childNamed(answer, "text")).trim()));
      const bestFraction = Math.max(...values.map(fraction));
      const best = values.find((answer) => fraction(answer) === bestFraction);
      const expected = best ? valueOf(best) : "";
      const units = childrenNamed(childNamed(question, "units"), "unit").map((unit) => ({
        name: textOf(childNamed(unit, "unit_name")).trim(),
        multiplier: Number(textOf(childNamed(unit, "multiplier")).trim() || "1"),
      }));
      // The base unit (multiplier 1) stays with the value; the others, like other values, are named as dropped.
      const base = units.find((unit) => unit.multiplier === 1 && unit.name);
      const withUnit = base ? `${expected} ${base.name}` : expected;
      const dropped = values
        .filter((answer) => answer !== best)
        .map((answer) => graded(valueOf(answer), fraction(answer)));
      const otherUnits = units
        .filter((unit) => unit !== base && unit.name)
        .map((unit) => `${unit.name} (× ${unit.multiplier})`);
      warnings.push(numericalConverted(withUnit));
      if (dropped.length) warnings.push(numericalAlternativesDropped(dropped));
      if (otherUnits.length) warnings.push(numericalUnitsDropped(otherUnits));
      return {
        type: "DISCURSIVE",
        answers: expected ? [{ description: plainToMarkdown(withUnit), is_correct_answer: true }] : [],
        feedback: feedbackOf(answers, format),
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

const categoryPath = (question: XmlElement) => textOf(childNamed(childNamed(question, "category"), "text"));

/**
 * A Moodle 1.9 picture (`<image>` with its bytes in `<image_base64>`), as Moodle imports it: a file of
 * the question shown after its text. Named but not embedded, it is dropped with a warning.
 */
function oldImage(question: XmlElement, warnings: ImportWarning[]): { file: EmbeddedFile; link: string } | null {
  const name = textOf(childNamed(question, "image")).trim();
  const base64 = textOf(childNamed(question, "image_base64")).replace(/\s+/g, "");
  if (!name && !base64) return null;
  if (!base64) {
    warnings.push(imageMissing(name));
    return null;
  }
  const fileName = name.replace(/^.*\//, "") || "image";
  return {
    file: { name: fileName, bytes: Buffer.from(base64, "base64") },
    link: `![](@@PLUGINFILE@@/${encodeURIComponent(fileName)})`,
  };
}

function* quizItems(quiz: XmlElement): Generator<ParsedItem> {
  const questions = childrenNamed(quiz, "question");
  const subjectOf = categorySubjects(
    questions.filter((question) => question.attributes.type === "category").map(categoryPath),
  );
  let category: string | null = null;
  let categoryWarning: ImportWarning | null = null;
  for (const question of questions) {
    const type = question.attributes.type ?? "";
    if (type === "category") {
      ({ subject: category, warning: categoryWarning } = subjectOf(categoryPath(question)));
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
    // A shortened category is named once, on its first question.
    const warnings: ImportWarning[] = categoryWarning ? [categoryWarning] : [];
    categoryWarning = null;
    const image = oldImage(question, warnings);
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
        description: image ? [description, image.link].filter(Boolean).join("\n\n") : description,
        answers: converted.answers,
        solution: solution || null,
        hint: hint || null,
        subject: category,
      }),
      warnings,
      files: image ? [...filesOf(question), image.file] : filesOf(question),
    };
  }
}
