import type { ApiClient } from "../api-client";
import type { paths } from "../generated/api";
import { check, must } from "../must";
import { nextCursor } from "../next-cursor";

type ExamBody = paths["/api/exams"]["post"]["requestBody"]["content"]["application/json"];
type Group = { id: string; school_id: string; discipline_ids: number[] };

/**
 * An exam for a group with a question of the group's discipline: created, read, changed, listed by
 * page number then by cursor; and the group's students' performance, a page at a time.
 */
export async function examsFlow(api: ApiClient, group: Group) {
  const query = { school_id: group.school_id, discipline_id: group.discipline_ids[0], limit: 1 };
  const questions = must(await api.GET("/api/exams/questions-db", { params: { query } }), 200, "GET questions-db");
  check(questions.items.length === 1, "a question of the group's discipline");
  // An integrator's program on its own clock: the window's place in time decides nothing the flow checks.
  const now = Date.now();
  const exam: ExamBody = {
    name: "Simulado do cliente",
    description: "Feito pelo cliente OpenAPI",
    exam_to_groups: [
      {
        group_ids: [group.id],
        available_after: now,
        available_before: now + 86_400_000,
        instant_answer_feedback: true,
        allow_multiple_answers: false,
        is_readonly: false,
      },
    ],
    question_ids: questions.items.map((q) => q.id),
  };
  const created = must(await api.POST("/api/exams", { body: exam }), 201, "POST /api/exams");
  const path = { examId: created.id };
  const read = must(await api.GET("/api/exams/{examId}", { params: { path } }), 200, "GET /api/exams/{examId}");
  check(read.name === exam.name, "read back");
  const renamed = await api.PATCH("/api/exams/{examId}", { params: { path }, body: { ...exam, name: "Renomeado" } });
  check(must(renamed, 200, "PATCH /api/exams/{examId}").name === "Renomeado", "renamed");

  const first = await api.GET("/api/exams", { params: { query: { limit: 2, page: 1 } } });
  const listed = must(first, 200, "GET /api/exams");
  check(listed.items[0]?.id === created.id, "the last changed first");
  if (listed.next_cursor) {
    const next = await api.GET("/api/exams", { params: { query: { limit: 2, cursor: listed.next_cursor } } });
    check(must(next, 200, "GET /api/exams by cursor").page === null, "a page by cursor has no number");
    check(nextCursor(first.response) === listed.next_cursor, "the Link's cursor is next_cursor");
  }

  const students: string[] = [];
  for (let cursor: string | null | undefined; cursor !== null;) {
    const page = await api.GET("/api/exams/users", { params: { query: { group_ids: group.id, limit: 5, cursor } } });
    students.push(...must(page, 200, "GET /api/exams/users").map((s) => s.id));
    cursor = nextCursor(page.response);
  }
  check(new Set(students).size === students.length, "each student once");
}
