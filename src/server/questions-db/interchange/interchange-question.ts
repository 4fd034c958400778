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

/** What a conversion changed: a code the page translates, its values, and the sentence for integrators. */
export type ImportWarning = {
  code: (typeof importWarningCodes)[number];
  params: Record<string, string | number>;
  message: string;
};
export const importWarningCodes = [
  "import_answers_joined",
  "import_weights_flattened",
  "import_numerical_converted",
  "import_partial_credit",
  "import_partial_answers_dropped",
  "import_numerical_alternatives_dropped",
  "import_numerical_units_dropped",
  "import_category_shortened",
  "import_image_missing",
] as const;

export const answersJoined = (count: number): ImportWarning => ({
  code: "import_answers_joined",
  params: { count },
  message: `${count} accepted answers joined into one expected answer`,
});
export const weightsFlattened = (): ImportWarning => ({
  code: "import_weights_flattened",
  params: {},
  message: "Partial credit flattened: every option with a positive weight or fraction is correct",
});
export const numericalConverted = (expected: string): ImportWarning => ({
  code: "import_numerical_converted",
  params: { expected },
  message: `Numerical question converted to discursive, expected answer ${expected}`,
});

/** An answer and its grade, as a warning names it: `Cat (50%)`. */
export const graded = (text: string, percent: number) => `${text} (${Number(percent.toFixed(5))}%)`;

export const partialCredit = (answers: string[]): ImportWarning => ({
  code: "import_partial_credit",
  params: { answers: answers.join("; ") },
  message: `Partial credit not kept in a single-answer question: ${answers.join("; ")} count as wrong`,
});
export const partialAnswersDropped = (answers: string[]): ImportWarning => ({
  code: "import_partial_answers_dropped",
  params: { answers: answers.join("; ") },
  message: `Answers with partial credit left out of the expected answer: ${answers.join("; ")}`,
});
export const numericalAlternativesDropped = (answers: string[]): ImportWarning => ({
  code: "import_numerical_alternatives_dropped",
  params: { answers: answers.join("; ") },
  message: `Alternative numerical answers dropped: ${answers.join("; ")}`,
});
export const numericalUnitsDropped = (units: string[]): ImportWarning => ({
  code: "import_numerical_units_dropped",
  params: { units: units.join("; ") },
  message: `Numerical units dropped: ${units.join("; ")}`,
});
export const categoryShortened = (path: string, subject: string): ImportWarning => ({
  code: "import_category_shortened",
  params: { path, subject },
  message: `Category ${path} imported as the subject "${subject}"`,
});
export const imageMissing = (name: string): ImportWarning => ({
  code: "import_image_missing",
  params: { name },
  message: `The picture ${name} is named but not embedded (Moodle 1.9 <image> without <image_base64>): dropped`,
});

export type ParsedQuestion = Place & {
  question: InterchangeQuestion;
  warnings: ImportWarning[];
  files: EmbeddedFile[];
};

/** A question the file holds but that cannot be imported, and why. */
export type RefusedQuestion = Place & { code: ErrorCodeName; reason: string };

/** Each question of a file, in the file's order: parsed, or refused and why. */
export type ParsedItem = ParsedQuestion | RefusedQuestion;

/**
 * A file's questions, read again from the start each time it is iterated: the import reads a file
 * twice rather than hold every question of it (docs/interchange.md, "Speed and memory").
 */
export type ParsedFile = Iterable<ParsedItem>;

export const isRefused = <T extends Place>(item: T | RefusedQuestion): item is RefusedQuestion => "reason" in item;

/** What a format gives a question: its type, text and answers, and any other field it carries. */
export type QuestionFields = Pick<InterchangeQuestion, "type" | "description" | "answers"> &
  Partial<InterchangeQuestion>;

/**
 * A question of a format, each field it does not carry empty. Written field by field rather than
 * spread from a blank question: in Node 20's V8 the objects of such spreads outlived the young
 * generation, and a large import left many of them for a major collection.
 */
export function interchangeQuestion(fields: QuestionFields): InterchangeQuestion {
  return {
    type: fields.type,
    description: fields.description,
    answers: fields.answers,
    solution: fields.solution ?? null,
    hint: fields.hint ?? null,
    study_orientation: fields.study_orientation ?? null,
    difficulty: fields.difficulty ?? null,
    source: fields.source ?? null,
    source_edition: fields.source_edition ?? null,
    source_edition_observation: fields.source_edition_observation ?? null,
    source_question_number: fields.source_question_number ?? null,
    subject: fields.subject ?? null,
    discipline_id: fields.discipline_id ?? null,
    other_subjects: fields.other_subjects ?? [],
  };
}

/** What a title falls back to: the text's first words, as GIFT and Moodle name a question. */
export const titleOf = (text: string) =>
  text
    .replace(/[\s#*_`>[\]()!$\\]+/g, " ")
    .trim()
    .slice(0, 60);
