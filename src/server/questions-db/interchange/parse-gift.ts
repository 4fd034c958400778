import {
  interchangeQuestion,
  titleOf,
  type ImportWarning,
  type ParsedFile,
  type ParsedItem,
  type ParsedQuestion,
} from "./interchange-question";
import { answerOf, feedbackOf, Refusal, splitAnswers, unescape, unescapedIndex, type Converted } from "./gift-answers";
import { numerical } from "./gift-numerical";
import { categorySubjects } from "./category-subject";
import { fromEssayFeedback } from "./essay-feedback";
import { acceptedAnswers, choiceCorrectness } from "./grading";
import { moodleFormatOf, textToMarkdown, type MoodleFormat } from "./text-to-markdown";
import { trueFalseAnswers } from "./true-false";

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
    const feedback = feedbackOf(
      answers.map((answer) => (answer.is_correct_answer ? right : wrong)),
      md,
    );
    return { type: "MULTIPLE_CHOICE", answers, feedback };
  }
  if (trimmed.startsWith("#")) return numerical(trimmed.slice(1), md, warnings);
  const parts = splitAnswers(trimmed);
  if (parts.every((part) => part.mark === "=") && parts.some((part) => unescapedIndex(part.raw, "->") >= 0))
    throw new Refusal(
      "import_type_unsupported",
      "Matching questions have no equivalent in the bank (it has no pairs); refused",
    );
  const answers = parts.map((part) => answerOf(part.mark, part.raw));
  const feedback = feedbackOf(
    answers.map((answer) => answer.feedback),
    md,
  );
  const weighted = answers.map((answer) => ({ text: md(unescape(answer.text).trim()), weight: answer.weight }));
  if (parts.every((part) => part.mark === "=")) {
    const accepted = acceptedAnswers(weighted, warnings);
    return {
      type: "DISCURSIVE",
      answers: accepted.length ? [{ description: accepted.join(" / "), is_correct_answer: true }] : [],
      feedback,
    };
  }
  // As Moodle reads GIFT: a block with an `=` answer is single-answer, one of only `~` answers multiple.
  const single = parts.some((part) => part.mark === "=");
  const correct = choiceCorrectness(weighted, single, warnings);
  return {
    type: "MULTIPLE_CHOICE",
    answers: weighted.map((answer, index) => ({ description: answer.text, is_correct_answer: correct[index]! })),
    feedback,
  };
}

/**
 * A text in its own format when it starts with a format tag (`~[plain]blue`, `#[html]<b>no</b>`), as
 * Moodle reads answers and feedback, else in the question's; the tag is never kept as text.
 */
function inFormat(text: string, fallback: MoodleFormat): string {
  const trimmed = text.trim();
  const named = /^\[(\w+)\](?!\()/.exec(trimmed);
  const own = named ? moodleFormatOf(named[1]!) : undefined;
  return own ? textToMarkdown(trimmed.slice(named![0].length), own) : textToMarkdown(trimmed, fallback);
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
  const md = (text: string) => inFormat(text, format);
  const open = unescapedIndex(rest, "{");
  if (open < 0) {
    const description = textToMarkdown(unescape(rest), format);
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
  const before = textToMarkdown(unescape(rest.slice(0, open)), format);
  const description = after ? `${before} _____ ${textToMarkdown(unescape(after), format)}` : before;
  let block = rest.slice(open + 1, close);
  let general = "";
  const generalAt = unescapedIndex(block, "####");
  if (generalAt >= 0) {
    general = md(unescape(block.slice(generalAt + 4)).trim());
    block = block.slice(0, generalAt);
  }
  const converted = convertAnswers(block, md, warnings);
  let { answers } = converted;
  if (converted.type === "DISCURSIVE" && !answers.length) {
    // An essay: its general feedback may carry the expected answer, as this app exports it.
    const { expected, solution } = fromEssayFeedback(general);
    if (expected) answers = [{ description: expected, is_correct_answer: true }];
    general = solution;
  }
  const { type, feedback } = converted;
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

/** Every `$CATEGORY:` path of the file, found before reading its questions (subjects depend on them all). */
const categoryPaths = (text: string) => Array.from(text.matchAll(/^[ \t]*\$CATEGORY:(.*)$/gm), (match) => match[1]!);

function* giftItems(text: string): Generator<ParsedItem> {
  const subjectOf = categorySubjects(categoryPaths(text));
  let category: string | null = null;
  let categoryWarning: ImportWarning | null = null;
  let block: string[] = [];
  let start = 0;
  const item = (): ParsedItem | null => {
    let raw = block.join("\n");
    block = [];
    const categoryLine = /^\s*\$CATEGORY:(.*)(\n|$)/.exec(raw);
    if (categoryLine) {
      ({ subject: category, warning: categoryWarning } = subjectOf(categoryLine[1]!));
      raw = raw.slice(categoryLine[0].length);
    }
    if (!raw.trim()) return null;
    try {
      const { title, question, warnings, files } = parseQuestion(raw, category, []);
      // A shortened category is named once, on its first question.
      if (categoryWarning) warnings.unshift(categoryWarning);
      categoryWarning = null;
      return { at: start, title, question, warnings, files };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const open = unescapedIndex(raw, "{");
      const title = /^\s*::(.*?)::/.exec(raw)?.[1] ?? titleOf(open < 0 ? raw : raw.slice(0, open));
      return { at: start, title, code: error.code, reason: error.message };
    }
  };
  for (const each of giftBlocks(text)) {
    ({ start, lines: block } = each);
    const parsed = item();
    if (parsed) yield parsed;
  }
}

/** A GIFT block: the lines between blank lines (comments left out), its first and last line's numbers. */
export type GiftBlock = { start: number; end: number; lines: string[] };

/** The file's blocks, as Moodle splits a GIFT file: questions (and `$CATEGORY:` lines) between blank lines. */
export function* giftBlocks(text: string): Generator<GiftBlock> {
  let lines: string[] = [];
  let start = 0;
  let end = 0;
  for (const [line, number] of linesOf(text)) {
    if (/^\s*\/\//.test(line)) continue;
    if (line.trim()) {
      if (!lines.length) start = number;
      lines.push(line);
      end = number;
    } else if (lines.length) {
      yield { start, end, lines };
      lines = [];
    }
  }
  if (lines.length) yield { start, end, lines };
}
