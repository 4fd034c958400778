import type { z } from "zod";
import type { AppDeps } from "@/server/app-deps";
import { env } from "@/server/env";
import type { Scope } from "@/server/scope/scope";
import { cursorRows, mapBatches } from "./format/cursor-rows";
import { isoInZone } from "./format/dates";
import { rowsResponse, type Column, type ReportFormat } from "./format/rows-response";
import { questionStatusLabels } from "./labels";
import { reportFileName, reportGroups } from "./report-scope";
import type { questionsReportInput } from "./schema";

export const questionsReportSql = `
  SELECT q.id AS question_id, sc.name AS school, g.name AS group_name, sc.time_zone,
    st.id AS student_id, st.first_name || ' ' || st.last_name AS student_name, st.email AS student_email,
    t.id AS teacher_id, t.first_name || ' ' || t.last_name AS teacher_name, t.email AS teacher_email,
    d.name AS question_discipline, su.name AS question_subject, q.created_at, q.answered_at, q.status::text AS status,
    q.anonymous, q.description, q.answer_description, q.reply_description, q.reply_answer_description,
    q.answer_rating, q.answer_understood, q.answer_comment, q.has_seen_answer
  FROM student_questions q
  JOIN groups g ON g.id = q.group_id
  JOIN schools sc ON sc.id = g.school_id
  JOIN users st ON st.id = q.student_id
  LEFT JOIN users t ON t.id = q.teacher_id
  JOIN disciplines d ON d.id = q.discipline_id
  LEFT JOIN subjects su ON su.id = q.subject_id
  WHERE q.created_at >= $1 AND q.created_at <= $2 AND ($3::uuid[] IS NULL OR q.group_id = ANY($3::uuid[]))
  ORDER BY q.created_at, q.id`;

type Row = Record<string, unknown> & { created_at: Date; answered_at: Date | null; time_zone: string; status: keyof typeof questionStatusLabels };

/** Spec 2.2, field by field. */
function toRecord(row: Row, appUrl: string) {
  const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
  return {
    question_id: row.question_id as string,
    school: row.school as string,
    group: row.group_name as string,
    student_id: row.student_id as string,
    student_name: row.student_name as string,
    student_email: row.student_email as string,
    teacher_id: text(row.teacher_id),
    teacher_name: text(row.teacher_name),
    teacher_email: text(row.teacher_email),
    question_discipline: row.question_discipline as string,
    question_subject: text(row.question_subject),
    question_created_at: isoInZone(row.created_at, row.time_zone),
    question_answered_at: row.answered_at ? isoInZone(row.answered_at, row.time_zone) : "",
    question_status: questionStatusLabels[row.status],
    question_anonymous: row.anonymous as boolean,
    question_description: row.description as string,
    answer_description: text(row.answer_description),
    reply_description: text(row.reply_description),
    reply_answer_description: text(row.reply_answer_description),
    answer_rating: row.answer_rating === null ? "" : (row.answer_rating as number),
    answer_understood: row.answer_understood === null ? "" : (row.answer_understood as boolean),
    answer_comment: text(row.answer_comment),
    has_seen_answer: row.has_seen_answer as boolean,
    link: `${appUrl}/student-questions/${row.question_id as string}`,
  };
}
export type QuestionReportRecord = ReturnType<typeof toRecord>;

const columns: Column<QuestionReportRecord>[] = (
  ["question_id", "school", "group", "student_id", "student_name", "student_email", "teacher_id", "teacher_name", "teacher_email", "question_discipline", "question_subject", "question_created_at", "question_answered_at", "question_status", "question_anonymous", "question_description", "answer_description", "reply_description", "reply_answer_description", "answer_rating", "answer_understood", "answer_comment", "has_seen_answer", "link"] as const
).map((key) => ({ key, header: key, width: key.endsWith("description") ? 50 : 22 }));

/** The records in batches from a cursor; `batchSize` small for a preview. */
export function questionRecords(deps: AppDeps, scope: Scope, input: z.output<typeof questionsReportInput>, origin: string, batchSize?: number) {
  const groups = reportGroups(scope, input.group_ids);
  const appUrl = env().STUDENT_APP_URL ?? origin;
  const batches = cursorRows<Row>(deps.db.pool, questionsReportSql, [new Date(input.start_date), new Date(input.end_date), groups], batchSize);
  return mapBatches(batches, (row) => toRecord(row, appUrl));
}

/** POST /reports/questions: students' questions created in the range, streamed from a cursor. */
export function questionsReport(deps: AppDeps, scope: Scope, input: z.output<typeof questionsReportInput>, format: ReportFormat, origin: string): Response {
  const batches = questionRecords(deps, scope, input, origin);
  return rowsResponse({ format, columns, batches, fileName: reportFileName("perguntas", input), sheetName: "Perguntas" });
}
