import type { ApiClient } from "../api-client";
import type { paths } from "../generated/api";
import { check, must } from "../must";

type QuestionBody = paths["/api/exams/questions-db"]["post"]["requestBody"]["content"]["application/json"];

/** A multiple-choice question created, found by its discipline, and changed. */
export async function questionsFlow(
  api: ApiClient,
  ids: { schoolId: string; disciplineId: number; subjectId: number },
) {
  const question: QuestionBody = {
    belongs_to: { id: ids.schoolId },
    description: "Quanto é **2 + 2**?",
    discipline_id: ids.disciplineId,
    subject: ids.subjectId,
    type: "MULTIPLE_CHOICE",
    source: "Cliente OpenAPI",
    answers: [
      { description: "4", is_correct_answer: true },
      { description: "5", is_correct_answer: false },
    ],
  };
  const created = must(await api.POST("/api/exams/questions-db", { body: question }), 201, "POST questions-db");
  const query = { discipline_id: ids.disciplineId, limit: 10 };
  const list = must(await api.GET("/api/exams/questions-db", { params: { query } }), 200, "GET questions-db");
  check(
    list.items.some((q) => q.id === created.id),
    "found by its discipline",
  );
  const path = { questionId: created.id };
  const changed: QuestionBody = { ...question, difficulty: "EASY" };
  const updated = await api.PATCH("/api/exams/questions-db/{questionId}", { params: { path }, body: changed });
  check(must(updated, 200, "PATCH questions-db").difficulty === "EASY", "changed");
}
