import type { ApiClient } from "../api-client";
import { located } from "../located";
import { check, must } from "../must";

/** A subject added to a discipline, read at its Location, renamed and deleted: gone once deleted. */
export async function subjectsFlow(api: ApiClient, disciplineId: number) {
  const name = `Assunto ${crypto.randomUUID().slice(0, 8)}`;
  const created = await api.POST("/api/disciplines/{id}/subjects", {
    params: { path: { id: disciplineId } },
    body: { name },
  });
  const subject = must(created, 201, "POST subjects");
  const at = located(created.response, "/api/disciplines/{id}/subjects/{subjectId}");
  const path = { id: Number(at("id")), subjectId: Number(at("subjectId")) };
  const read = must(await api.GET("/api/disciplines/{id}/subjects/{subjectId}", { params: { path } }), 200, "GET");
  check(read.id === subject.id && read.discipline_id === disciplineId && read.name === name, "read at its Location");
  const renamed = await api.PATCH("/api/disciplines/{id}/subjects/{subjectId}", {
    params: { path },
    body: { name: `${name} 2`, enabled: false },
  });
  const changed = must(renamed, 200, "PATCH subject");
  check(changed.name === `${name} 2` && !changed.enabled, "renamed and disabled");
  must(await api.DELETE("/api/disciplines/{id}/subjects/{subjectId}", { params: { path } }), 200, "DELETE subject");
  const gone = await api.GET("/api/disciplines/{id}/subjects/{subjectId}", { params: { path } });
  check(gone.response.status === 404 && gone.error?.error.code === "NOT_FOUND", "404 once deleted");
}
