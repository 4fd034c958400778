import type { InterchangeQuestion } from "./interchange-question";

/** A text format written question by question, so an export streams (GIFT, Moodle XML). */
export type TextWriter = {
  contentType: string;
  extension: string;
  head: string;
  /** Sets the subject of the questions after it. */
  category: (subject: string) => string;
  question: (question: InterchangeQuestion) => string;
  tail: string;
};
