import type { ApiClient } from "../api-client";
import { check, must } from "../must";

/** The group's usage in JSON and as a CSV file, and the questions report as CSV. */
export async function reportsFlow(api: ApiClient, groupId: string) {
  const range = { start_date: Date.UTC(2000, 0, 1), end_date: Date.UTC(2100, 0, 1) };
  const body = { ...range, group_ids: [groupId], name: "Turma Ação" };
  const usage = must(await api.POST("/api/reports/groups-usage", { body }), 200, "POST groups-usage");
  // The route answers JSON or a file; asked for JSON, the data is the object.
  check(typeof usage !== "string" && typeof usage.total_questions === "number", "usage counts questions");
  const csv = await api.POST("/api/reports/groups-usage", { body, headers: { accept: "text/csv" }, parseAs: "text" });
  check(must(csv, 200, "POST groups-usage as CSV").length > 0, "a CSV file");
  check(
    /filename\*=UTF-8''[^;]*Turma%20A%C3%A7%C3%A3o/.test(csv.response.headers.get("content-disposition") ?? ""),
    "named",
  );
  const questions = await api.POST("/api/reports/questions", {
    body: range,
    headers: { accept: "text/csv" },
    parseAs: "text",
  });
  const lines = must(questions, 200, "POST questions report as CSV").split("\n");
  check(lines.length > 1 && (questions.response.headers.get("content-type") ?? "").startsWith("text/csv"), "a CSV");
}
