import { expressionBuilder, sql } from "kysely";
import type { z } from "zod";
import type { Discipline, Group, School, StudentQuestion, Subject, User } from "@/generated/kysely/types";
import type { Ctx } from "@/server/context";
import type { Kdb } from "@/server/db/kysely";
import { env } from "@/server/env";
import type { Scope } from "@/server/scope/scope";
import { cursorRows } from "./format/cursor-rows";
import type { ReportFormat } from "./format/rows-response";
import { isoInZoneSql, joinedName, labelSql, selection, textOrEmpty, type SqlField } from "./format/sql-fields";
import { streamedReport } from "./format/streamed-report";
import { questionStatusLabels } from "./labels";
import { reportFileName, reportGroupsFilter } from "./report-scope";
import type { questionsReportInput } from "./schema";

type Tables = { q: StudentQuestion; g: Group; sc: School; st: User; t: User; d: Discipline; su: Subject };
const eb = expressionBuilder<Tables, keyof Tables>();
const asText = (column: "q.id" | "st.id") => sql<string>`${eb.ref(column)}::text`;
const inZone = (instant: "q.created_at" | "q.answered_at") => isoInZoneSql(eb.ref(instant), eb.ref("sc.time_zone"));

/** Spec 2.2, field by field, in the school's time zone. `link` starts with the student app's URL. */
const fields = (appUrl: string): SqlField[] =>
  (
    [
      { key: "question_id", value: asText("q.id"), kind: "plain" },
      { key: "school", value: eb.ref("sc.name") },
      { key: "group", value: eb.ref("g.name") },
      { key: "student_id", value: asText("st.id"), kind: "plain" },
      { key: "student_name", value: joinedName(eb.ref("st.first_name"), eb.ref("st.last_name")) },
      { key: "student_email", value: eb.ref("st.email") },
      { key: "teacher_id", value: textOrEmpty(eb.ref("t.id")), kind: "plain" },
      { key: "teacher_name", value: textOrEmpty(joinedName(eb.ref("t.first_name"), eb.ref("t.last_name"))) },
      { key: "teacher_email", value: textOrEmpty(eb.ref("t.email")) },
      { key: "question_discipline", value: eb.ref("d.name") },
      { key: "question_subject", value: textOrEmpty(eb.ref("su.name")) },
      { key: "question_created_at", value: inZone("q.created_at"), kind: "plain" },
      { key: "question_answered_at", value: inZone("q.answered_at"), kind: "plain" },
      { key: "question_status", value: labelSql(eb.ref("q.status"), questionStatusLabels), kind: "plain" },
      { key: "question_anonymous", value: eb.ref("q.anonymous"), kind: "scalar" },
      { key: "question_description", value: eb.ref("q.description") },
      { key: "answer_description", value: textOrEmpty(eb.ref("q.answer_description")) },
      { key: "reply_description", value: textOrEmpty(eb.ref("q.reply_description")) },
      { key: "reply_answer_description", value: textOrEmpty(eb.ref("q.reply_answer_description")) },
      { key: "answer_rating", value: eb.ref("q.answer_rating"), kind: "scalar" },
      { key: "answer_understood", value: eb.ref("q.answer_understood"), kind: "scalar" },
      { key: "answer_comment", value: textOrEmpty(eb.ref("q.answer_comment")) },
      { key: "has_seen_answer", value: eb.ref("q.has_seen_answer"), kind: "scalar" },
      { key: "link", value: sql<string>`${appUrl} || '/student-questions/' || ${eb.ref("q.id")}` },
    ] satisfies SqlField[]
  ).map((f) => ({ ...f, width: f.key.endsWith("description") ? 50 : 22 }));

/** The report's headers and kinds, which do not depend on the URL. */
const columns = fields("");

type Input = z.output<typeof questionsReportInput>;

/** The report's rows, one typed column per field: what XLSX and the preview read, CSV and JSON wrap, the bench COPYs. */
export function questionsReportQuery(db: Kdb, scope: Scope, input: Input, origin: string) {
  return db
    .selectFrom("student_questions as q")
    .innerJoin("groups as g", "g.id", "q.group_id")
    .innerJoin("schools as sc", "sc.id", "g.school_id")
    .innerJoin("users as st", "st.id", "q.student_id")
    .leftJoin("users as t", "t.id", "q.teacher_id")
    .innerJoin("disciplines as d", "d.id", "q.discipline_id")
    .leftJoin("subjects as su", "su.id", "q.subject_id")
    .select(selection(fields(env().STUDENT_APP_URL ?? origin)))
    .where("q.created_at", ">=", new Date(input.start_date))
    .where("q.created_at", "<=", new Date(input.end_date))
    .where((w) => reportGroupsFilter(scope, input.group_ids, w.ref("q.group_id")))
    .orderBy("q.created_at")
    .orderBy("q.id");
}

export type QuestionReportRecord = Record<string, string | number | boolean | null>;

/** The records in batches from a cursor; `batchSize` small for a preview. */
export function questionRecords(ctx: Ctx, input: Input, batchSize?: number) {
  const rows = questionsReportQuery(ctx.db.kysely, ctx.scope, input, ctx.origin);
  return cursorRows<QuestionReportRecord>(ctx.db.pool, rows, batchSize);
}

/** POST /reports/questions: students' questions created in the range, streamed (see streamedReport). */
export async function questionsReport(ctx: Ctx, input: Input & { format: ReportFormat }): Promise<Response> {
  const rows = questionsReportQuery(ctx.db.kysely, ctx.scope, input, ctx.origin);
  const fileName = reportFileName("perguntas", input);
  return streamedReport(ctx.db, input.format, { rows, fields: columns, fileName, sheetName: "Perguntas" });
}
