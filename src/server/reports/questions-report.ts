import { expressionBuilder, sql } from "kysely";
import type { z } from "zod";
import type { Discipline, Group, School, StudentQuestion, Subject, User } from "@/generated/kysely/types";
import type { Ctx } from "@/server/context";
import type { Kdb } from "@/server/db/kysely";
import { env } from "@/server/env";
import type { Scope } from "@/server/scope/scope";
import { questionsWithPeople } from "@/server/student-questions/questions-with-people";
import { cursorRows } from "./format/cursor-rows";
import { jsonValue } from "./format/json-value";
import { personFields } from "./format/person-fields";
import { recordSchema } from "./format/record-schema";
import type { ReportOutput } from "./format/rows-response";
import {
  isoInZoneSql,
  labelSql,
  selection,
  textOrEmpty,
  wallClockSql,
  type RowsTarget,
  type SqlField,
} from "./format/sql-fields";
import { streamedReport } from "./format/streamed-report";
import { questionStatusLabels } from "./labels";
import { reportFileName, reportGroupsFilter } from "./report-scope";
import { reportTimeZone } from "./report-time-zone";
import type { questionsReportInput } from "./schema";
import type { StreamedAnswer } from "@/server/http/streamed-response";

type Tables = { q: StudentQuestion; g: Group; sc: School; st: User; t: User; d: Discipline; su: Subject };
const eb = expressionBuilder<Tables, keyof Tables>();
const asText = (column: "q.id" | "st.id") => sql<string>`${eb.ref(column)}::text`;
const inZone = (instant: "q.created_at" | "q.answered_at") => isoInZoneSql(eb.ref(instant), eb.ref("sc.time_zone"));

const wall = (instant: "q.created_at" | "q.answered_at") => wallClockSql(eb.ref(instant), eb.ref("sc.time_zone"));
const whole = { type: "integer" } as const;
const yesNo = { type: "boolean" } as const;

/**
 * Spec 2.2, field by field, in the school's time zone, with Portuguese column names (docs/reports.md).
 * `link` starts with the student app's URL.
 */
const fields = (appUrl: string): SqlField[] =>
  (
    [
      {
        key: "question_id",
        header: "ID da pergunta",
        headerEn: "Question ID",
        value: asText("q.id"),
        kind: "plain",
        json: jsonValue.uuid,
      },
      { key: "school", header: "Escola", headerEn: "School", value: eb.ref("sc.name") },
      { key: "group", header: "Grupo", headerEn: "Group", value: eb.ref("g.name") },
      {
        key: "student_id",
        header: "ID do aluno",
        headerEn: "Student ID",
        value: asText("st.id"),
        kind: "plain",
        json: jsonValue.uuid,
      },
      ...personFields("student"),
      {
        key: "teacher_id",
        json: jsonValue.orEmpty(jsonValue.uuid),
        header: "ID do professor",
        headerEn: "Teacher ID",
        value: textOrEmpty(eb.ref("t.id")),
        kind: "plain",
      },
      ...personFields("teacher", { optional: true }),
      { key: "question_discipline", header: "Disciplina", headerEn: "Discipline", value: eb.ref("d.name") },
      { key: "question_subject", header: "Assunto", headerEn: "Subject", value: textOrEmpty(eb.ref("su.name")) },
      {
        key: "question_created_at",
        json: jsonValue.isoDateTime,
        header: "Criada em",
        headerEn: "Created at",
        value: inZone("q.created_at"),
        kind: "plain",
        cell: { type: "datetime", value: wall("q.created_at") },
      },
      {
        key: "question_answered_at",
        json: jsonValue.orEmpty(jsonValue.isoDateTime),
        header: "Respondida em",
        headerEn: "Answered at",
        value: inZone("q.answered_at"),
        kind: "plain",
        cell: { type: "datetime", value: wall("q.answered_at") },
      },
      {
        key: "question_status",
        json: jsonValue.label(questionStatusLabels),
        header: "Status",
        headerEn: "Status",
        value: labelSql(eb.ref("q.status"), questionStatusLabels),
        kind: "plain",
      },
      {
        key: "question_anonymous",
        json: jsonValue.boolean,
        header: "Anônima",
        headerEn: "Anonymous",
        value: eb.ref("q.anonymous"),
        kind: "scalar",
        cell: yesNo,
      },
      { key: "question_description", header: "Pergunta", headerEn: "Question", value: eb.ref("q.description") },
      {
        key: "answer_description",
        header: "Resposta",
        headerEn: "Answer",
        value: textOrEmpty(eb.ref("q.answer_description")),
      },
      {
        key: "reply_description",
        header: "Réplica do aluno",
        headerEn: "Student's reply",
        value: textOrEmpty(eb.ref("q.reply_description")),
      },
      {
        key: "reply_answer_description",
        header: "Resposta à réplica",
        headerEn: "Answer to the reply",
        value: textOrEmpty(eb.ref("q.reply_answer_description")),
      },
      {
        key: "answer_rating",
        json: jsonValue.orEmpty(jsonValue.integer),
        header: "Avaliação da resposta",
        headerEn: "Answer rating",
        value: eb.ref("q.answer_rating"),
        kind: "scalar",
        cell: whole,
      },
      {
        key: "answer_understood",
        json: jsonValue.orEmpty(jsonValue.boolean),
        header: "Resposta entendida",
        headerEn: "Answer understood",
        value: eb.ref("q.answer_understood"),
        kind: "scalar",
        cell: yesNo,
      },
      {
        key: "answer_comment",
        header: "Comentário da avaliação",
        headerEn: "Rating comment",
        value: textOrEmpty(eb.ref("q.answer_comment")),
      },
      {
        key: "has_seen_answer",
        json: jsonValue.boolean,
        header: "Viu a resposta",
        headerEn: "Saw the answer",
        value: eb.ref("q.has_seen_answer"),
        kind: "scalar",
        cell: yesNo,
      },
      {
        key: "link",
        json: jsonValue.url,
        header: "Link",
        headerEn: "Link",
        value: sql<string>`${appUrl} || '/student-questions/' || ${eb.ref("q.id")}`,
      },
    ] satisfies SqlField[]
  ).map((f) => ({ ...f, width: f.key.endsWith("description") ? 50 : f.key.endsWith("_at") ? 17 : 22 }));

/** The report's headers and kinds, which do not depend on the URL. */
const columns = fields("");

/** A record of the JSON report (spec 2.2). */
export const questionReportRecord = recordSchema(columns);

type Input = z.output<typeof questionsReportInput>;

/** The report's rows, one typed column per field: XLSX and the preview read them, CSV and JSON wrap them. */
export function questionsReportQuery(
  kysely: Kdb,
  scope: Scope,
  input: Input,
  origin: string,
  target: RowsTarget = "json",
) {
  return questionsWithPeople(kysely)
    .select(selection(fields(env().STUDENT_APP_URL ?? origin), target))
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
export async function questionsReport(ctx: Ctx, input: Input & ReportOutput): Promise<StreamedAnswer> {
  const rows = (target: RowsTarget) => questionsReportQuery(ctx.db.kysely, ctx.scope, input, ctx.origin, target);
  const timeZone = await reportTimeZone(ctx, input);
  const fileName = reportFileName("perguntas", { range: input, timeZone });
  return streamedReport(ctx.db, input, { rows, fields: columns, fileName, sheetName: "Perguntas" });
}
