import type { ErrorCodeName } from "@/lib/errors/error-codes";
import {
  answersJoined,
  interchangeQuestion,
  numericalConverted,
  titleOf,
  weightsFlattened,
  type ImportWarning,
  type InterchangeQuestion,
  type ParsedFile,
  type ParsedItem,
  type ParsedQuestion,
} from "./interchange-question";
import { plainToMarkdown } from "./plain-to-markdown";
import { categorySubject } from "./category-subject";
import { moodleFormatOf, textToMarkdown, type MoodleFormat } from "./text-to-markdown";
import { trueFalseAnswers } from "./true-false";

/** A question GIFT holds that the bank cannot: refused with this code and reason. */
class Refusal extends Error {
  constructor(
    readonly code: ErrorCodeName,
    message: string,
  ) {
    super(message);
  }
}

/** Index of the first `needle` not escaped by a backslash, from `from`; -1 when none. */
function unescapedIndex(text: string, needle: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text.startsWith(needle, i)) return i;
  }
  return -1;
}

/** GIFT's escapes: `\~ \= \# \{ \} \: \\` stand for the character, `\n` for a line break. */
const unescape = (text: string) => text.replace(/\\([~=#{}:\\n])/g, (_, c: string) => (c === "n" ? "\n" : c));

/** Splits at every unescaped `~` or `=`, each part keeping its mark. */
function splitAnswers(block: string): { mark: "~" | "="; raw: string }[] {
  const parts: { mark: "~" | "="; raw: string }[] = [];
  let start = -1;
  let mark: "~" | "=" = "=";
  for (let i = 0; i <= block.length; i++) {
    const c = block[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (i === block.length || c === "~" || c === "=") {
      if (start < 0) {
        if (block.slice(0, i).trim())
          throw new Refusal("gift_answer_invalid", "Text before the first answer: answers start with = or ~");
      } else parts.push({ mark, raw: block.slice(start, i) });
      if (c === "~" || c === "=") mark = c;
      start = i + 1;
    }
  }
  return parts;
}

type Answer = { weight: number; text: string; feedback: string };

function answerOf(mark: "~" | "=", raw: string): Answer {
  let rest = raw.trim();
  let weight = mark === "=" ? 100 : 0;
  const percent = /^%(-?\d+(?:\.\d+)?)%/.exec(rest);
  if (percent) {
    weight = Number(percent[1]);
    rest = rest.slice(percent[0].length);
  }
  const hash = unescapedIndex(rest, "#");
  return hash < 0
    ? { weight, text: rest, feedback: "" }
    : { weight, text: rest.slice(0, hash), feedback: rest.slice(hash + 1) };
}

type Converted = { type: InterchangeQuestion["type"]; answers: InterchangeQuestion["answers"]; feedback: string[] };

const letter = (index: number) => String.fromCharCode(97 + (index % 26));

/** The answer block (between the braces, general feedback removed) as the bank's type and answers. */
function convertAnswers(block: string, md: (text: string) => string, warnings: ImportWarning[]): Converted {
  const trimmed = block.trim();
  if (!trimmed) return { type: "DISCURSIVE", answers: [], feedback: [] };
  const trueFalse = /^(T|TRUE|F|FALSE)\s*(?=#|$)/i.exec(trimmed);
  if (trueFalse) {
    const isTrue = trueFalse[1]!.toUpperCase().startsWith("T");
    const [wrong = "", right = ""] = trimmed
      .slice(trueFalse[0].length)
      .replace(/^#/, "")
      .split(/(?<!\\)#/);
    const answers = trueFalseAnswers(isTrue);
    const feedback = answers.flatMap((answer, index) => {
      const text = md(unescape(answer.is_correct_answer ? right : wrong).trim());
      return text ? [`**(${letter(index)})** ${text}`] : [];
    });
    return { type: "MULTIPLE_CHOICE", answers, feedback };
  }
  if (trimmed.startsWith("#")) return numerical(trimmed.slice(1), warnings);
  const parts = splitAnswers(trimmed);
  if (parts.every((part) => part.mark === "=") && parts.some((part) => unescapedIndex(part.raw, "->") >= 0))
    throw new Refusal(
      "import_type_unsupported",
      "Matching questions have no equivalent in the bank (it has no pairs); refused",
    );
  const answers = parts.map((part) => answerOf(part.mark, part.raw));
  const feedback = answers.flatMap((answer, index) => {
    const text = md(unescape(answer.feedback).trim());
    return text ? [`**(${letter(index)})** ${text}`] : [];
  });
  if (parts.every((part) => part.mark === "=")) {
    const accepted = answers.filter((answer) => answer.weight > 0).map((answer) => md(unescape(answer.text).trim()));
    if (accepted.length > 1) warnings.push(answersJoined(accepted.length));
    return { type: "DISCURSIVE", answers: [{ description: accepted.join(" / "), is_correct_answer: true }], feedback };
  }
  if (answers.some((answer) => answer.weight > 0 && answer.weight < 100)) warnings.push(weightsFlattened());
  return {
    type: "MULTIPLE_CHOICE",
    answers: answers.map((answer) => ({
      description: md(unescape(answer.text).trim()),
      is_correct_answer: answer.weight > 0,
    })),
    feedback,
  };
}

/** A numerical answer becomes a discursive question whose expected answer is the value and its tolerance. */
function numerical(block: string, warnings: ImportWarning[]): Converted {
  const parts = block.includes("=")
    ? splitAnswers(block.trim()).map((p) => answerOf(p.mark, p.raw))
    : [answerOf("=", block)];
  const best = parts.find((part) => part.weight === 100) ?? parts[0];
  const value = unescape(best?.text ?? "").trim();
  const range = /^(-?[\d.eE+-]+)\s*\.\.\s*(-?[\d.eE+-]+)$/.exec(value);
  const tolerance = /^(-?[\d.eE+-]+)\s*:\s*([\d.eE+-]+)$/.exec(value);
  if (!range && !tolerance && !/^-?[\d.eE+-]+$/.test(value))
    throw new Refusal("gift_answer_invalid", `"${value}" is not a numerical answer`);
  const expected = range ? `${range[1]} a ${range[2]}` : tolerance ? `${tolerance[1]} ± ${tolerance[2]}` : value;
  warnings.push(numericalConverted(expected));
  return {
    type: "DISCURSIVE",
    answers: [{ description: plainToMarkdown(expected), is_correct_answer: true }],
    feedback: [],
  };
}

function parseQuestion(raw: string, category: string | null, warnings: ImportWarning[]): Omit<ParsedQuestion, "at"> {
  let rest = raw.trim();
  let title = "";
  if (rest.startsWith("::")) {
    const end = unescapedIndex(rest, "::", 2);
    if (end < 0) throw new Refusal("gift_title_unclosed", "The title opened with :: is not closed with ::");
    title = unescape(rest.slice(2, end)).trim();
    rest = rest.slice(end + 2).trimStart();
  }
  let format: MoodleFormat = "moodle";
  const named = /^\[(\w+)\]/.exec(rest);
  if (named) {
    const known = moodleFormatOf(named[1]!);
    if (!known) throw new Refusal("gift_format_unknown", `Unknown text format [${named[1]}]`);
    format = known;
    rest = rest.slice(named[0].length);
  }
  const md = (text: string) => textToMarkdown(text, format);
  const open = unescapedIndex(rest, "{");
  if (open < 0) {
    const description = md(unescape(rest));
    return {
      title: title || titleOf(description),
      question: interchangeQuestion({ type: "CONTENT", description, answers: [], subject: category }),
      warnings,
      files: [],
    };
  }
  const close = unescapedIndex(rest, "}", open + 1);
  if (close < 0) throw new Refusal("gift_brace_unclosed", "The answers opened with { are not closed with }");
  const after = rest.slice(close + 1).trim();
  // A missing word: the gap is drawn where the answers stood, as a fill-in blank (docs/markdown.md).
  const before = md(unescape(rest.slice(0, open)));
  const description = after ? `${before} _____ ${md(unescape(after))}` : before;
  let block = rest.slice(open + 1, close);
  let general = "";
  const generalAt = unescapedIndex(block, "####");
  if (generalAt >= 0) {
    general = md(unescape(block.slice(generalAt + 4)).trim());
    block = block.slice(0, generalAt);
  }
  const { type, answers, feedback } = convertAnswers(block, md, warnings);
  const solution = [general, ...feedback].filter(Boolean).join("\n\n") || null;
  return {
    title: title || titleOf(description),
    question: interchangeQuestion({ type, description, answers, solution, subject: category }),
    warnings,
    files: [],
  };
}

/** The file's lines, with their numbers, read one by one rather than split into an array at once. */
function* linesOf(text: string): Generator<[line: string, number: number]> {
  const newline = /\r?\n/g;
  let from = 0;
  for (let number = 1; ; number++) {
    const match = newline.exec(text);
    yield [text.slice(from, match ? match.index : text.length), number];
    if (!match) return;
    from = newline.lastIndex;
  }
}

/**
 * A GIFT file (Moodle's text format) as bank questions, each with its first line. Questions are
 * separated by blank lines; `//` lines are comments; `$CATEGORY:` sets the subject of those after
 * it. What the bank cannot hold (matching, an unclosed brace) is refused question by question.
 */
export function parseGift(text: string): ParsedFile {
  return { [Symbol.iterator]: () => giftItems(text.replace(/^\uFEFF/, "")) };
}

function* giftItems(text: string): Generator<ParsedItem> {
  let category: string | null = null;
  let block: string[] = [];
  let start = 0;
  const item = (): ParsedItem | null => {
    let raw = block.join("\n");
    block = [];
    const categoryLine = /^\s*\$CATEGORY:(.*)(\n|$)/.exec(raw);
    if (categoryLine) {
      category = categorySubject(categoryLine[1]!);
      raw = raw.slice(categoryLine[0].length);
    }
    if (!raw.trim()) return null;
    try {
      const { title, question, warnings, files } = parseQuestion(raw, category, []);
      return { at: start, title, question, warnings, files };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const title = /^\s*::(.*?)::/.exec(raw)?.[1] ?? titleOf(raw);
      return { at: start, title, code: error.code, reason: error.message };
    }
  };
  for (const [line, number] of linesOf(text)) {
    if (/^\s*\/\//.test(line)) continue;
    if (line.trim()) {
      if (!block.length) start = number;
      block.push(line);
    } else if (block.length) {
      const parsed = item();
      if (parsed) yield parsed;
    }
  }
  const last = block.length ? item() : null;
  if (last) yield last;
}
