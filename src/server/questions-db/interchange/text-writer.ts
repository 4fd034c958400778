import type { InterchangeQuestion } from "./interchange-question";

/**
 * A question as an export writes it: `files` are the files its texts link as `@@PLUGINFILE@@/name`, by name, in
 * base64, for the formats that embed them (Moodle XML).
 */
export type ExportedQuestion = InterchangeQuestion & { files?: ReadonlyMap<string, string> };

/** A text format written question by question, so an export streams (GIFT, Moodle XML). */
export type TextWriter = {
  contentType: string;
  extension: string;
  head: string;
  /** Sets the subject of the questions after it. */
  category: (subject: string) => string;
  question: (question: ExportedQuestion) => string;
  tail: string;
};
