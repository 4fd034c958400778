import { z } from "zod";

const count = z.number().int().min(0);
const day = z.iso.date().describe("YYYY-MM-DD in the groups' time zone");
const dayBr = z
  .string()
  .regex(/^\d{2}\/\d{2}\/\d{4}$/)
  .describe("day/month/year in the groups' time zone");
const minutes = z.number().min(0).describe("Minutes, two decimals");
const named = z.object({ id: z.number().int(), name: z.string() });
/** Who took part in the range, as a student and a teacher entry both say. */
const person = {
  email: z.email(),
  groups: z.array(z.string()).describe("Names of the report's groups the person is in"),
  active: z.boolean().describe("Neither blocked nor deleted"),
  created_at: day,
  blocked_at: day.nullable(),
  deleted_at: day.nullable(),
};

const student = z.object({
  name: z.string(),
  ...person,
  questions_count: count,
  questions: z
    .array(z.object({ discipline: named, subject: named.nullable().describe("null: the question has no subject") }))
    .describe("The student's questions in the range, oldest first"),
});

const teacher = z.object({
  first_name: z.string(),
  last_name: z.string(),
  ...person,
  disciplines: z.array(z.string()).describe("Names of the teacher's disciplines"),
  answered_questions_count: count,
  average_response_time_in_minutes: minutes.nullable().describe("null: no answered question in the range"),
});

const discipline = z.object({
  name: z.string(),
  top_subjects: z.record(z.string(), count).describe("The five most asked subjects: name to question count"),
  total_questions: count,
  average_response_time_in_minutes: minutes,
});

/** The groups usage report as JSON (spec 2.5); item shapes the spec leaves open are the app's (docs/reports.md). */
export const groupsUsageOutput = z.object({
  name: z.string().optional().describe("The request's name, when it had one"),
  start_date: dayBr,
  end_date: dayBr,
  total_questions: count,
  average_adjusted_response_time_in_minutes: minutes,
  questions_count_by_discipline: z.record(z.string(), count).describe("Discipline name to question count"),
  active_users_percentage: z.number().min(0).max(100),
  average_answer_rating: z.number().min(1).max(5).nullable().describe("null: no rated answer in the range"),
  average_nps: z.number().nullable().describe("null: no NPS answer in the range"),
  average_response_time_nps: z.number().nullable(),
  nps_answers: z.array(z.object({ kind: z.enum(["GENERAL", "RESPONSE_TIME"]), score: z.number().int(), count })),
  answer_ratings: z.array(z.object({ rating: z.number().int().min(1).max(5), count })).describe("Ratings 1 to 5"),
  students: z.array(student),
  teachers: z.array(teacher).optional().describe("With show_teachers only"),
  disciplines: z.array(discipline).optional().describe("With show_disciplines only"),
});
export type GroupsUsage = z.output<typeof groupsUsageOutput>;
