import { z } from "zod";
import { markdownInput } from "@/lib/markdown/markdown-input";
import { isoDateTime } from "@/server/http/iso-date-time";
import { cursorParam } from "@/server/http/page-query";
import { maxEpochMs } from "@/server/http/epoch-ms";
import { issueParams } from "@/lib/errors/issue-from-zod";
import { BankQuestionType } from "@/generated/prisma/enums";

const epochMs = z.number().int().min(0).max(maxEpochMs);

export const examToGroupInput = z.object({
  group_ids: z.array(z.uuid()).min(1).max(200).describe("Groups (at least one)"),
  available_after: epochMs.describe("The exam becomes available (ms since epoch)"),
  available_before: epochMs.describe("The exam expires (ms since epoch)"),
  instant_answer_feedback: z.boolean().describe("Show feedback immediately after answering"),
  allow_multiple_answers: z.boolean().describe("Students may change their answers"),
  is_readonly: z.boolean().describe("The exam is in read-only mode"),
});

/** Spec 2.8. The exam's school is that of its groups. */
export const examInput = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: markdownInput("Exam description", 10_000),
    exam_to_groups: z.array(examToGroupInput).min(1).max(50).describe("At least one entry"),
    question_ids: z.array(z.uuid()).max(500).nullish().describe("Questions of the exam, in order"),
  })
  .superRefine((exam, ctx) => {
    const seen = new Set<string>();
    exam.exam_to_groups.forEach((entry, index) => {
      if (entry.available_after >= entry.available_before)
        ctx.addIssue({
          code: "custom",
          path: ["exam_to_groups", index, "available_before"],
          message: "available_after must be before available_before",
          params: issueParams("end_not_after_start"),
        });
      for (const id of entry.group_ids) {
        if (seen.has(id))
          ctx.addIssue({
            code: "custom",
            path: ["exam_to_groups", index, "group_ids"],
            message: `Group ${id} is listed more than once`,
            params: issueParams("group_repeated", { id }),
          });
        seen.add(id);
      }
    });
    if (new Set(exam.question_ids ?? []).size !== (exam.question_ids ?? []).length)
      ctx.addIssue({
        code: "custom",
        path: ["question_ids"],
        message: "A question is listed more than once",
        params: issueParams("question_repeated"),
      });
  });
export type ExamInput = z.output<typeof examInput>;

export const examIdParam = z.object({ examId: z.uuid().describe("Exam id") });

const iso = isoDateTime;

export const examOutput = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  school_id: z.uuid(),
  exam_to_groups: z.array(
    z.object({
      group_ids: z.array(z.uuid()),
      available_after: iso,
      available_before: iso,
      instant_answer_feedback: z.boolean(),
      allow_multiple_answers: z.boolean(),
      is_readonly: z.boolean(),
    }),
  ),
  question_ids: z.array(z.uuid()),
  created_at: iso,
  updated_at: iso,
});
export type ExamOutput = z.infer<typeof examOutput>;

export const examStates = ["upcoming", "open", "closed"] as const;

export const listExamsQuery = z.object({
  group_id: z.uuid().optional(),
  discipline_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .describe("Exams with a question of this discipline"),
  state: z
    .enum(examStates)
    .optional()
    .describe("upcoming: no window has started; closed: every window has ended; open: otherwise"),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe("Page number; a cursor replaces it"),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: cursorParam.optional(),
});

export const examListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  school_id: z.uuid(),
  state: z.enum(examStates),
  question_count: z.number().int(),
  groups: z.array(z.object({ id: z.uuid(), name: z.string(), available_after: iso, available_before: iso })),
  updated_at: iso,
});

export const examList = z.object({
  items: z.array(examListItem),
  total: z.number().int(),
  page: z.number().int().nullable().describe("The page number asked for; null for a page asked by cursor"),
  next_cursor: z.string().nullable().describe("Where the next page starts; null on the last page"),
});

/** The exam as a student sees it: questions in order, answers without which is correct. */
export const examPreview = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  questions: z.array(
    z.object({
      id: z.uuid(),
      type: z.enum(BankQuestionType),
      description: z.string().describe("Markdown"),
      answers: z.array(z.object({ id: z.uuid(), description: z.string().describe("Markdown") })),
    }),
  ),
});
export type ExamPreview = z.infer<typeof examPreview>;

export const duplicateExamInput = z.object({ exam_id: z.uuid().describe("The exam to copy") });
