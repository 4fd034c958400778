import type { ErrorCodeName } from "@/lib/errors/error-codes";
import type { InterchangeQuestion } from "./interchange-question";

/** A question GIFT holds that the bank cannot: refused with this code and reason. */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCodeName,
    message: string,
  ) {
    super(message);
  }
}

/** Index of the first `needle` not escaped by a backslash, from `from`; -1 when none. */
export function unescapedIndex(text: string, needle: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text.startsWith(needle, i)) return i;
  }
  return -1;
}

/** GIFT's escapes: `\~ \= \# \{ \} \: \\` stand for the character, `\n` for a line break. */
export const unescape = (text: string) => text.replace(/\\([~=#{}:\\n])/g, (_, c: string) => (c === "n" ? "\n" : c));

/** Splits at every unescaped `~` or `=`, each part keeping its mark. */
export function splitAnswers(block: string): { mark: "~" | "="; raw: string }[] {
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

export type Answer = { weight: number; text: string; feedback: string };

export function answerOf(mark: "~" | "=", raw: string): Answer {
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

export type Converted = {
  type: InterchangeQuestion["type"];
  answers: InterchangeQuestion["answers"];
  feedback: string[];
};

const letter = (index: number) => String.fromCharCode(97 + (index % 26));

/** Each answer's feedback (GIFT text, in answer order), as a paragraph of the solution: `**(a)** …`. */
export const feedbackOf = (feedbacks: string[], md: (text: string) => string) =>
  feedbacks.flatMap((feedback, index) => {
    const text = md(unescape(feedback).trim());
    return text ? [`**(${letter(index)})** ${text}`] : [];
  });
