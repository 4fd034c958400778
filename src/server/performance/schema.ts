import { z } from "zod";
import { isoDateTime } from "@/server/http/iso-date-time";
import { maxEpochMs } from "@/server/http/epoch-ms";

const uuidList = z
  .string()
  .max(20_000)
  .transform((value) =>
    value
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.uuid()).max(500))
  .describe("Comma-separated group ids");

const epochMs = z.coerce.number().int().min(0).max(maxEpochMs);

export const performanceQuery = z.object({
  group_ids: uuidList.optional(),
  school_id: z.uuid().optional().describe("Students of this school's groups"),
  exam_id: z.uuid().optional().describe("Only events of this exam"),
  quiz_id: z.uuid().optional().describe("Only events of this quiz"),
  question_id: z.uuid().optional().describe("Only events of this question"),
  start_date: epochMs.optional().describe("Events at or after this time (ms since epoch)"),
  end_date: epochMs.optional().describe("Events at or before this time (ms since epoch)"),
});
export type PerformanceQuery = z.output<typeof performanceQuery>;

export const eventRecord = z.object({
  event: z.enum(["CORRECT_ANSWER", "WRONG_ANSWER", "QUESTION_VIEW"]),
  created_at: isoDateTime,
  question_id: z.uuid(),
  exam_id: z.uuid().nullable(),
  quiz_id: z.uuid().nullable(),
});

export const studentPerformance = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  profile_photo_url: z.string().nullable(),
  total_exams_count: z.number().int().describe("Exams in which the student answered questions"),
  total_quizzes_count: z.number().int().describe("Quizzes in which the student answered questions"),
  total_questions_seen_count: z.number().int().describe("Distinct questions viewed"),
  total_questions_answered_count: z.number().int().describe("Distinct questions answered"),
  correct_answers_count: z.number().int().describe("Questions whose first answer event is CORRECT_ANSWER"),
  average_answer_time: z
    .number()
    .nullable()
    .describe(
      "Seconds from the last view before a question's first answer to that answer, averaged over questions; " +
        "null when no answer has a view before it",
    ),
  average_answers_until_correct: z
    .number()
    .nullable()
    .describe(
      "Over questions allowing multiple answers: wrong attempts before the first correct one, plus 1, averaged; " +
        "null when the student answered none",
    ),
  events: z.array(eventRecord).describe("Chronological"),
});
export type StudentPerformance = z.infer<typeof studentPerformance>;

/** The figures a student list can be sorted by, besides the name. */
export const statKeys = [
  "total_exams_count",
  "total_quizzes_count",
  "total_questions_seen_count",
  "total_questions_answered_count",
  "correct_answers_count",
  "average_answer_time",
  "average_answers_until_correct",
] as const satisfies readonly (keyof StudentPerformance)[];
export type StatKey = (typeof statKeys)[number];

export const studentsPageSize = 25;

/** The page's student list: the same filters, plus sorting and paging done by the database. */
export const studentsPageQuery = performanceQuery.extend({
  sort: z.enum(["name", ...statKeys]).default("name"),
  direction: z.enum(["asc", "desc"]).default("asc"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.number().int().min(1).max(100).default(studentsPageSize),
});
export type StudentsPageQuery = z.output<typeof studentsPageQuery>;

export const studentEventsQuery = performanceQuery.extend({ student_id: z.uuid() });
export type StudentEventsQuery = z.output<typeof studentEventsQuery>;

export type StudentFigures = Omit<StudentPerformance, "events">;
export type StudentEvent = z.infer<typeof eventRecord> & { question_text: string };
