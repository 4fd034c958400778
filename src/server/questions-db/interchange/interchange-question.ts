import type { ErrorCodeName } from "@/lib/errors/error-codes";
import type { difficulties, questionTypes } from "../schema";

/** A question as the interchange formats carry it: the bank's fields, the subject by name or id. */
export type InterchangeQuestion = {
  type: (typeof questionTypes)[number];
  description: string;
  answers: { description: string; is_correct_answer: boolean }[];
  solution: string | null;
  hint: string | null;
  study_orientation: string | null;
  difficulty: (typeof difficulties)[number] | null;
  source: string | null;
  source_edition: string | null;
  source_edition_observation: string | null;
  source_question_number: number | null;
  /** A category's last name, a spreadsheet's subject name or id; null takes the import's default. */
  subject: string | number | null;
  /** Only a spreadsheet row names one; null takes the import's. */
  discipline_id: number | null;
  other_subjects: number[];
};

/** A file embedded in a Moodle question, linked from its text as `@@PLUGINFILE@@/name`. */
export type EmbeddedFile = { name: string; bytes: Buffer };

/** Where a question sits in its file: a line (GIFT, Moodle XML) or a row (spreadsheet), and its title. */
export type Place = { at: number; title: string };

export type ParsedQuestion = Place & { question: InterchangeQuestion; warnings: string[]; files: EmbeddedFile[] };

/** A question the file holds but that cannot be imported, and why. */
export type RefusedQuestion = Place & { code: ErrorCodeName; reason: string };

export type ParsedFile = { questions: ParsedQuestion[]; refused: RefusedQuestion[] };

/** The fields a format does not carry, empty. */
export const blankQuestion: Omit<InterchangeQuestion, "type" | "description" | "answers"> = {
  solution: null,
  hint: null,
  study_orientation: null,
  difficulty: null,
  source: null,
  source_edition: null,
  source_edition_observation: null,
  source_question_number: null,
  subject: null,
  discipline_id: null,
  other_subjects: [],
};

/** What a title falls back to: the text's first words, as GIFT and Moodle name a question. */
export const titleOf = (text: string) =>
  text
    .replace(/[\s#*_`>[\]()!$\\]+/g, " ")
    .trim()
    .slice(0, 60);
