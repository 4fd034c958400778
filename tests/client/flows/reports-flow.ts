import type { ApiClient } from "../api-client";
import { check, must } from "../must";
import { isXlsx } from "../xlsx-bytes";

const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The group's usage in JSON and as a CSV file, the questions report read as JSON records (typed by the JSON schema
 * alone: no string to rule out), as CSV and as an XLSX Blob, and the group's students' performance as CSV text.
 */
export async function reportsFlow(api: ApiClient, groupId: string) {
  const range = { start_date: Date.UTC(2000, 0, 1), end_date: Date.UTC(2100, 0, 1) };
  const body = { ...range, group_ids: [groupId], name: "Turma Ação" };
  const usage = must(await api.POST("/api/reports/groups-usage", { body }), 200, "POST groups-usage");
  check(usage.total_questions >= 0 && usage.name === "Turma Ação", "usage counts questions");
  const csv = await api.POST("/api/reports/groups-usage", { body, headers: { accept: "text/csv" }, parseAs: "text" });
  check(must(csv, 200, "POST groups-usage as CSV").length > 0, "a CSV file");
  check(
    /filename\*=UTF-8''[^;]*Turma%20A%C3%A7%C3%A3o/.test(csv.response.headers.get("content-disposition") ?? ""),
    "named",
  );
  const records = must(await api.POST("/api/reports/questions", { body: range }), 200, "POST questions report");
  // An array of records, as the JSON schema has it: were `data` typed `records | string`, `every` would not compile.
  check(
    records.length > 0 && records.every((r) => r.question_id.length > 0 && typeof r.question_anonymous === "boolean"),
    "records with their fields",
  );
  const questions = await api.POST("/api/reports/questions", {
    body: range,
    headers: { accept: "text/csv" },
    parseAs: "text",
  });
  const lines = must(questions, 200, "POST questions report as CSV").split("\n");
  check(lines.length > 1 && (questions.response.headers.get("content-type") ?? "").startsWith("text/csv"), "a CSV");
  const sheet = await api.POST("/api/reports/questions", { body: range, headers: { accept: xlsx }, parseAs: "blob" });
  check(await isXlsx(must(sheet, 200, "POST questions report as XLSX")), "an XLSX Blob");
  const students = await api.GET("/api/exams/users/export", {
    params: { query: { group_ids: groupId } },
    parseAs: "text",
  });
  const rows = must(students, 200, "GET exams/users/export").trim().split("\n");
  check(rows.length > 1 && students.response.headers.get("content-type")?.startsWith("text/csv") === true, "students");
}
