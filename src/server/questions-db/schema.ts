import { z } from "zod";
import { isoDateTime } from "@/server/http/iso-date-time";
import { maxEpochMs } from "@/server/http/epoch-ms";
import { checkQuestionRules } from "./rules";
import { issueParams } from "@/lib/errors/issue-from-zod";
import { markdownInput } from "@/lib/markdown/markdown-input";

export const questionTypes = ["MULTIPLE_CHOICE", "DISCURSIVE", "CONTENT"] as const;
export const difficulties = ["VERY_EASY", "EASY", "MEDIUM", "HARD", "VERY_HARD"] as const;

const epochMs = z.number().int().min(0).max(maxEpochMs).describe("Milliseconds since the UNIX epoch");
const text = (max: number) => z.string().trim().max(max);

export const answerInput = z.object({
  description: markdownInput("Option text").min(1),
  is_correct_answer: z.boolean().describe("Marks a correct option"),
});

export const questionToGroupInput = z.object({
  group_ids: z.array(z.uuid()).min(1).max(200),
  available_after: epochMs.describe("Start of availability (ms since epoch)"),
  available_before: epochMs.describe("End of availability (ms since epoch)"),
});

/** Spec 2.7. other_subjects items are `{ id }` of existing subjects (the spec leaves the shape open). */
export const questionInputBase = z.object({
  belongs_to: z.object({ id: z.uuid().describe("Owner school; must be a school of the caller") }),
  description: markdownInput("Question text").min(1),
  discipline_id: z.number().int().positive().max(2_147_483_647),
  subject: z
    .union([z.number().int().positive().max(2_147_483_647), text(120).min(1)])
    .describe(
      "A number: id of an existing subject of the discipline. A string: the name of a new subject, always created",
    ),
  type: z
    .enum(questionTypes)
    .describe("MULTIPLE_CHOICE, DISCURSIVE (open-ended) or CONTENT (informational, no answers)"),
  other_subjects: z
    .array(z.object({ id: z.number().int().positive().max(2_147_483_647) }))
    .max(50)
    .nullish()
    .describe("Further related subjects, by id"),
  difficulty: z.enum(difficulties).nullish(),
  source: text(300).min(1).describe("Origin, e.g. a textbook or an exam"),
  source_edition: text(300).nullish(),
  source_edition_observation: text(2000).nullish(),
  source_question_number: z.number().int().min(0).max(1_000_000).nullish(),
  solution: markdownInput("Detailed solution").nullish(),
  study_orientation: markdownInput("Study guidance").nullish(),
  hint: markdownInput("Hint").nullish(),
  answers: z.array(answerInput).max(20).describe("Options; CONTENT has none, DISCURSIVE at most one expected answer"),
  question_to_groups: z.array(questionToGroupInput).max(50).nullish(),
  exams: z
    .array(z.object({ id: z.uuid() }))
    .max(100)
    .nullish()
    .describe("Exams the question is added to"),
});

export const questionInput = questionInputBase.superRefine((value, ctx) => {
  for (const { code, ...issue } of checkQuestionRules(value))
    ctx.addIssue({ code: "custom", ...issue, params: issueParams(code) });
});
export type QuestionInput = z.output<typeof questionInput>;

export const questionIdParam = z.object({ questionId: z.uuid().describe("Question id") });

const iso = isoDateTime;

export const questionOutput = z.object({
  id: z.uuid(),
  belongs_to: z.object({ id: z.uuid(), name: z.string() }),
  description: z.string(),
  discipline_id: z.number().int(),
  subject: z.object({ id: z.number().int(), name: z.string() }),
  type: z.enum(questionTypes),
  other_subjects: z.array(z.object({ id: z.number().int(), name: z.string() })),
  difficulty: z.enum(difficulties).nullable(),
  source: z.string(),
  source_edition: z.string().nullable(),
  source_edition_observation: z.string().nullable(),
  source_question_number: z.number().int().nullable(),
  solution: z.string().nullable(),
  study_orientation: z.string().nullable(),
  hint: z.string().nullable(),
  answers: z.array(z.object({ id: z.uuid(), description: z.string(), is_correct_answer: z.boolean() })),
  question_to_groups: z.array(z.object({ group_ids: z.array(z.uuid()), available_after: iso, available_before: iso })),
  exams: z.array(z.object({ id: z.uuid(), name: z.string() })),
  created_at: iso,
  updated_at: iso,
  archived_at: iso.nullable().describe("Set while archived: out of the bank's list, the pickers and new exams"),
});
export type QuestionOutput = z.infer<typeof questionOutput>;

export const questionIdsInput = z.object({ questionIds: z.array(z.uuid()).min(1).max(100) });

export const deleteOutcome = z.object({
  id: z.uuid(),
  outcome: z
    .enum(["deleted", "archived"])
    .describe("archived: students answered it or it is in an exam or quiz, so it was archived instead"),
});
export type DeleteOutcome = z.infer<typeof deleteOutcome>;

export const archiveResult = z.object({
  question_ids: z.array(z.uuid()).describe("The questions that changed; those already so are left out"),
});
export type ArchiveResult = z.infer<typeof archiveResult>;
