import { z } from "zod";
import { cursorParam } from "@/server/http/page-query";
import { isoDateTime } from "@/server/http/iso-date-time";

/** A student's question's statuses, in the order of its life (the questions report's labels: reports/labels.ts). */
export const studentQuestionStatuses = [
  "WAITING",
  "IN_PROGRESS",
  "ANSWERED",
  "REPLIED",
  "FINISHED",
  "CANCELLED",
] as const;

/**
 * By age (the date sent), status, student, teacher, group and discipline, each either way
 * (docs/student-questions.md).
 */
export const studentQuestionSorts = [
  "-created_at",
  "created_at",
  "status",
  "-status",
  "student",
  "-student",
  "teacher",
  "-teacher",
  "group",
  "-group",
  "discipline",
  "-discipline",
] as const;

const intParam = z.coerce.number().int().positive().max(2_147_483_647);

/** Statuses as the URL writes a list: comma-separated, each once. */
const statusList = z
  .string()
  .max(200)
  .transform((value) => [...new Set(value.split(",").map((s) => s.trim()))].filter(Boolean))
  .pipe(z.array(z.enum(studentQuestionStatuses)).max(studentQuestionStatuses.length))
  // In the statuses' own order, so that one set has one text in the URL.
  .transform((list) => studentQuestionStatuses.filter((status) => list.includes(status)))
  .describe("Comma-separated statuses: WAITING,IN_PROGRESS are the questions no teacher has answered yet");

export const listStudentQuestionsQuery = z.object({
  status: statusList.optional(),
  school_id: z.uuid().optional().describe("Questions of this school's groups"),
  group_id: z.uuid().optional(),
  discipline_id: intParam.optional(),
  teacher_id: z.uuid().optional().describe("Questions this teacher took"),
  answered: z
    .enum(["this_week"])
    .optional()
    .describe("this_week: answered from this week's Monday 00:00 in the question's school's time zone until now"),
  sort: z
    .enum(studentQuestionSorts)
    .default("-created_at")
    .describe(
      "created_at: the oldest first; status: in a question's life (WAITING first); student, teacher, group, " +
        "discipline: by name, A to Z (accents ignored), the questions no teacher took last either way; a leading " +
        "'-' reverses; ties by created_at, then id, in the same direction",
    ),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ListStudentQuestionsQuery = z.output<typeof listStudentQuestionsQuery>;

const named = <I extends z.ZodType>(id: I) => z.object({ id, name: z.string() });

export const studentQuestionListItem = z.object({
  id: z.uuid(),
  status: z.enum(studentQuestionStatuses),
  anonymous: z.boolean().describe("Sent as anonymous to the teacher; the student is still named, as in the report"),
  description: z.string().describe("The first 300 characters"),
  created_at: isoDateTime,
  answered_at: isoDateTime.nullable(),
  time_zone: z.string().describe("The school's time zone, in which its dates are shown"),
  student: named(z.uuid()),
  teacher: named(z.uuid()).nullable().describe("Who took the question; null while none has"),
  group: named(z.uuid()),
  school: named(z.uuid()),
  discipline: named(z.number().int()),
  subject: named(z.number().int()).nullable(),
});
export type StudentQuestionListItem = z.infer<typeof studentQuestionListItem>;

export const studentQuestionList = z.object({
  items: z.array(studentQuestionListItem),
  next_cursor: z.string().nullable(),
});
export type StudentQuestionList = z.infer<typeof studentQuestionList>;
