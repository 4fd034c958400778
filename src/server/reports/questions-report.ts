import type { z } from "zod";
import type { AppDeps } from "@/server/app-deps";
import { env } from "@/server/env";
import type { Scope } from "@/server/scope/scope";
import { cursorRows } from "./format/cursor-rows";
import type { ReportFormat } from "./format/rows-response";
import { isoInZoneSql, labelSql, selectList, textOrEmpty, type SqlField } from "./format/sql-fields";
import { streamedReport } from "./format/streamed-report";
import { questionStatusLabels } from "./labels";
import { reportFileName, reportGroups } from "./report-scope";
import type { questionsReportInput } from "./schema";

/** Spec 2.2, field by field, in the school's time zone. $4 is the student app's URL. */
const fields: SqlField[] = ([
  { key: "question_id", sql: "q.id::text", kind: "plain" },
  { key: "school", sql: "sc.name" },
  { key: "group", sql: "g.name" },
  { key: "student_id", sql: "st.id::text", kind: "plain" },
  { key: "student_name", sql: "st.first_name || ' ' || st.last_name" },
  { key: "student_email", sql: "st.email" },
  { key: "teacher_id", sql: textOrEmpty("t.id"), kind: "plain" },
  { key: "teacher_name", sql: textOrEmpty("t.first_name || ' ' || t.last_name") },
  { key: "teacher_email", sql: textOrEmpty("t.email") },
  { key: "question_discipline", sql: "d.name" },
  { key: "question_subject", sql: textOrEmpty("su.name") },
  { key: "question_created_at", sql: isoInZoneSql("q.created_at", "sc.time_zone"), kind: "plain" },
  { key: "question_answered_at", sql: isoInZoneSql("q.answered_at", "sc.time_zone"), kind: "plain" },
  { key: "question_status", sql: labelSql("q.status", questionStatusLabels), kind: "plain" },
  { key: "question_anonymous", sql: "q.anonymous", kind: "scalar" },
  { key: "question_description", sql: "q.description" },
  { key: "answer_description", sql: textOrEmpty("q.answer_description") },
  { key: "reply_description", sql: textOrEmpty("q.reply_description") },
  { key: "reply_answer_description", sql: textOrEmpty("q.reply_answer_description") },
  { key: "answer_rating", sql: "q.answer_rating", kind: "scalar" },
  { key: "answer_understood", sql: "q.answer_understood", kind: "scalar" },
  { key: "answer_comment", sql: textOrEmpty("q.answer_comment") },
  { key: "has_seen_answer", sql: "q.has_seen_answer", kind: "scalar" },
  { key: "link", sql: "$4 || '/student-questions/' || q.id" },
] satisfies SqlField[]).map((f) => ({ ...f, width: f.key.endsWith("description") ? 50 : 22 }));

const fromWhere = `
  FROM student_questions q
  JOIN groups g ON g.id = q.group_id
  JOIN schools sc ON sc.id = g.school_id
  JOIN users st ON st.id = q.student_id
  LEFT JOIN users t ON t.id = q.teacher_id
  JOIN disciplines d ON d.id = q.discipline_id
  LEFT JOIN subjects su ON su.id = q.subject_id
  WHERE q.created_at >= $1 AND q.created_at <= $2 AND ($3::uuid[] IS NULL OR q.group_id = ANY($3::uuid[]))
  ORDER BY q.created_at, q.id`;

/** The report's rows, one typed column per field: what XLSX and the preview read, CSV and JSON wrap, and the benchmark COPYs. */
export const questionsReportSql = `SELECT ${selectList(fields)} ${fromWhere}`;

export type QuestionReportRecord = Record<string, string | number | boolean | null>;

function params(scope: Scope, input: z.output<typeof questionsReportInput>, origin: string) {
  return [new Date(input.start_date), new Date(input.end_date), reportGroups(scope, input.group_ids), env().STUDENT_APP_URL ?? origin];
}

/** The records in batches from a cursor; `batchSize` small for a preview. */
export function questionRecords(deps: AppDeps, scope: Scope, input: z.output<typeof questionsReportInput>, origin: string, batchSize?: number) {
  return cursorRows<QuestionReportRecord>(deps.db.pool, questionsReportSql, params(scope, input, origin), batchSize);
}

/** POST /reports/questions: students' questions created in the range, streamed (see streamedReport). */
export function questionsReport(deps: AppDeps, scope: Scope, input: z.output<typeof questionsReportInput>, format: ReportFormat, origin: string): Promise<Response> {
  return streamedReport(deps.db.pool, format, { rowsSql: questionsReportSql, params: params(scope, input, origin), fields, fileName: reportFileName("perguntas", input), sheetName: "Perguntas" });
}
