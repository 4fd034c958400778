import { z } from "zod";
import { cursorParam } from "@/server/http/page-query";
import { difficulties, questionTypes } from "./schema";

export const questionSorts = [
  "-created_at",
  "created_at",
  "-updated_at",
  "updated_at",
  "source",
  "-source",
  "-times_seen",
  "times_seen",
  "-times_answered",
  "times_answered",
  "-first_attempt_facility",
  "first_attempt_facility",
] as const;

const intParam = z.coerce.number().int().positive().max(2_147_483_647);

export const listQuestionsQuery = z.object({
  q: z.string().trim().max(200).optional().describe("Text searched in the description and the source"),
  discipline_id: intParam.optional(),
  subject_id: intParam.optional().describe("Main subject"),
  type: z.enum(questionTypes).optional(),
  difficulty: z.enum(difficulties).optional(),
  source: z.string().trim().max(300).optional().describe("Part of the source"),
  group_id: z.uuid().optional().describe("Questions sent to this group"),
  school_id: z.uuid().optional().describe("Owner school"),
  exam_id: z.uuid().optional().describe("Questions of this exam"),
  archived: z
    .enum(["only", "include"])
    .optional()
    .describe(
      "only: the archived questions, which the list leaves out otherwise (except with exam_id: an exam's questions " +
        "all); include: archived and current ones, as the performance page's question filter searches",
    ),
  sort: z.enum(questionSorts).default("-created_at"),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ListQuestionsQuery = z.output<typeof listQuestionsQuery>;

export const questionListItem = z.object({
  id: z.uuid(),
  description: z.string().describe("The first 300 characters"),
  type: z.enum(questionTypes),
  difficulty: z.enum(difficulties).nullable(),
  source: z.string(),
  school_id: z.uuid(),
  discipline_id: z.number().int(),
  discipline_name: z.string(),
  subject_id: z.number().int(),
  subject_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  times_seen: z.number().int().describe("QUESTION_VIEW events"),
  times_answered: z.number().int().describe("Answer events"),
  first_attempt_facility: z
    .number()
    .nullable()
    .describe("Share of students whose first answer was correct; null before any answer"),
});

export const questionList = z.object({ items: z.array(questionListItem), next_cursor: z.string().nullable() });
export type QuestionList = z.infer<typeof questionList>;
