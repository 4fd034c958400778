import { z } from "zod";
import { importWarningCodes } from "./interchange/interchange-question";
import { listQuestionsQuery } from "./list-schema";
import { difficulties, questionTypes } from "./schema";

export const interchangeFormats = ["gift", "moodle-xml", "xlsx"] as const;
export type InterchangeFormat = (typeof interchangeFormats)[number];

export const xlsxContentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The import's request body types, and the format each names. */
export const importContentTypes: Record<string, InterchangeFormat> = {
  "text/plain": "gift",
  "application/xml": "moodle-xml",
  "text/xml": "moodle-xml",
  [xlsxContentType]: "xlsx",
};

/** Largest file an import takes: 10,000 GIFT questions fit in a fraction of it, embedded media too. */
export const maxImportBytes = 20 * 1024 * 1024;

/**
 * Most questions an import takes (a spreadsheet's rows, a file's questions, refused ones included):
 * what bounds its work, its transaction and a dry run's answer, since 20 MiB of one-line GIFT
 * questions would be some 900,000 of them (docs/interchange.md, "Limits").
 */
export const maxImportQuestions = 20_000;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** What a file cannot carry: where its questions go. Query parameters on REST, fields on tRPC. */
export const importOptions = z.object({
  school_id: z.uuid().describe("The school the questions belong to (belongs_to)"),
  discipline_id: id.describe(
    "Discipline of every question; with keep_file_classification=true, of those whose spreadsheet row names none",
  ),
  subject: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .optional()
    .describe(
      "Subject of every question (without it, each question's category or subject cell); with " +
        "keep_file_classification=true, of those without one. A number is a subject id, anything else the name " +
        "of a subject of the discipline, created when none has it",
    ),
  keep_file_classification: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true")
    .describe(
      "true: each question keeps its file's classification (a spreadsheet row's discipline_id, a category or " +
        "subject cell), the import's discipline and subject only filling in where the file gives none",
    ),
  source: z.string().trim().min(1).max(300).optional().describe("Source of questions whose file gives none"),
  dry_run: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true")
    .describe("true: nothing is written; the answer says what would be created, question by question"),
  skip_refused: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true")
    .describe(
      "true: the questions that can be imported are created and each refused one is listed in `skipped`; " +
        "false (the default): one refused question refuses the whole file (422)",
    ),
  duplicates: z
    .enum(["skip", "create"])
    .optional()
    .describe(
      "skip (the default): a question whose type, text and answers a question of the school's bank under the same " +
        "discipline already has is not created, and is listed in `duplicates` with that question's id; create: " +
        "created all the same",
    ),
});
/**
 * The options as the service takes them: what is not asked for is off (all or nothing, the import's
 * classification) or the default (duplicates skipped).
 */
export type ImportOptions = Omit<
  z.output<typeof importOptions>,
  "skip_refused" | "keep_file_classification" | "duplicates"
> & {
  skip_refused?: boolean;
  keep_file_classification?: boolean;
  duplicates?: "skip" | "create";
};

/** The page sends the file itself, base64, within tRPC's 1 MiB body; larger files go through REST. */
export const importFileInput = importOptions.omit({ dry_run: true, skip_refused: true }).extend({
  keep_file_classification: z.boolean().optional().describe("Each question keeps its file's discipline and subject"),
  skip_refused: z.boolean().optional().describe("Create the questions that can be imported, skip the refused ones"),
  format: z.enum(interchangeFormats),
  file: z.base64().max(1_000_000).describe("The file's bytes, base64"),
});
export type ImportFileInput = z.output<typeof importFileInput>;

const place = {
  at: z.number().int().describe("The question's first line (GIFT, Moodle XML) or its row (spreadsheet)"),
  title: z.string(),
};

/** A change the conversion made: its code and values for the page, the sentence for integrators. */
const warning = {
  code: z.enum(importWarningCodes),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
};

export const importWarning = z.object({ ...place, ...warning });

/** A question of the file that cannot be imported: where it is, its title, why (a code the page translates). */
export const refusedQuestion = z.object({ ...place, code: z.string(), reason: z.string() });

/** A question of the file the bank already has, not created (`duplicates=skip`). */
export const duplicateQuestion = z.object({
  ...place,
  question_id: z.uuid().describe("The question of the bank with the same type, text and answers (the oldest)"),
});

/** The refused questions alone, in the file's own format, cut from the file's own text or rows: to fix and import. */
export const refusedFile = z.object({
  name: z.string().describe("A file name for it: refused.gift.txt, refused.xml or refused.xlsx"),
  content_type: z.string(),
  base64: z.string().describe("The file's bytes, base64"),
});
export type RefusedFile = z.infer<typeof refusedFile>;

/**
 * Which answer it is, the same as the request's `dry_run`: a generated client, which types a 200 and a 201 as one
 * union, tells the two apart by it.
 */
const dryRun = <D extends boolean>(value: D) =>
  z.literal(value).describe(`${value}: ${value ? "a dry run, 200, nothing written" : "the import, 201"}`);

export const importPreview = z.object({
  dry_run: dryRun(true),
  questions: z.array(
    z.object({
      ...place,
      type: z.enum(questionTypes),
      description: z.string(),
      answers: z.array(z.object({ description: z.string(), is_correct_answer: z.boolean() })),
      solution: z.string().nullable().describe("The detailed solution (feedback) it would store, markdown"),
      study_orientation: z.string().nullable().describe("The study guidance it would store, markdown"),
      hint: z.string().nullable().describe("The hint it would store, markdown"),
      discipline_id: z.number().int(),
      discipline: z.string().describe("The discipline's name"),
      subject_id: z.number().int().nullable().describe("The subject's id; null for a subject the import creates"),
      subject: z.string().describe("The subject's name"),
      difficulty: z.enum(difficulties).nullable(),
      source: z.string(),
      media: z.array(z.string()).describe("Names of the embedded files it would store"),
      warnings: z.array(z.object(warning)),
    }),
  ),
  refused: z.array(refusedQuestion),
  duplicates: z.array(duplicateQuestion).describe("Questions the bank already has: not in `questions`, not created"),
  new_subjects: z.array(z.string()).describe("Subjects the import would create"),
  refused_file: refusedFile
    .nullable()
    .describe("The refused questions as a file of the import's format (null when none is refused)"),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = z.object({
  dry_run: dryRun(false),
  created: z.array(z.uuid()).describe("The new questions, in the file's order"),
  skipped: z
    .array(refusedQuestion)
    .describe("With skip_refused=true, the questions refused and not created (their line or row, title, code)"),
  duplicates: z
    .array(duplicateQuestion)
    .describe("Questions the bank already had, not created (all of the file's, when it was imported before)"),
  warnings: z.array(importWarning),
});
export type ImportResult = z.infer<typeof importResult>;

export const exportQuery = listQuestionsQuery
  .omit({ sort: true, cursor: true, limit: true })
  .extend({ format: z.enum(interchangeFormats).describe("gift, moodle-xml or xlsx (the import template's shape)") });
export type ExportQuery = z.output<typeof exportQuery>;
