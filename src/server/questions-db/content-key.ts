import { createHash } from "node:crypto";
import { replaceLinks } from "./media-links";
import type { QuestionInput } from "./schema";

/** What makes two questions the same question: their type, text and answers, each marked right or wrong. */
export type QuestionContent = Pick<QuestionInput, "type" | "description"> & {
  answers: readonly { description: string; is_correct_answer: boolean }[];
};

/**
 * The end of a link to one of the app's question files, on this app or a bucket: its stored key has a fresh uuid
 * every time (question-media-key.ts), so the same picture imported twice has two keys but keeps its name.
 */
const mediaKey = /\/questions\/[0-9a-f-]{36}\/[0-9a-f-]{36}-([^/]+)$/i;

/** A link to one of the app's question files as its file's name alone; any other link as it is. */
const mediaName = (url: string) => {
  const name = mediaKey.exec(url)?.[1];
  return name ? `media:${name}` : url;
};

/** Text as a reader compares it: case, spacing, Unicode forms and the stored key of a picture do not count. */
export const normalisedText = (text: string) =>
  replaceLinks(text.normalize("NFKC"), mediaName).toLowerCase().replace(/\s+/g, " ").trim();

/**
 * The question's content key: equal for two questions a reader would call the same, whatever the order of their
 * answers (the import's duplicate check, docs/interchange.md). Classification, source and solution do not count:
 * a question re-imported under another subject is still the question already in the bank.
 */
export function contentKey(question: QuestionContent): string {
  const answers = question.answers
    .map((answer) => `${answer.is_correct_answer ? "+" : "-"}${normalisedText(answer.description)}`)
    .sort();
  const parts = [question.type, normalisedText(question.description), ...answers];
  return createHash("sha256").update(parts.join("\u0000")).digest("base64url");
}
