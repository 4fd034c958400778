import type { ApiClient } from "../api-client";
import { check, must } from "../must";
import { nextCursor } from "../next-cursor";

/** A discipline created with a subject, read back, renamed, and found by paging the list. */
export async function disciplinesFlow(api: ApiClient, schoolId: string) {
  const name = `Cliente ${crypto.randomUUID().slice(0, 8)}`;
  const body = { name, owner_ids: [schoolId], subjects: [{ name: "Tópico do cliente" }] };
  const created = must(await api.POST("/api/disciplines", { body }), 201, "POST /api/disciplines");
  const path = { id: created.id };
  const read = must(await api.GET("/api/disciplines/{id}", { params: { path } }), 200, "GET /api/disciplines/{id}");
  check(read.subjects.length === 1 && read.name === name, "read back");
  const renamed = await api.PATCH("/api/disciplines/{id}", { params: { path }, body: { name: `${name} 2` } });
  check(must(renamed, 200, "PATCH /api/disciplines/{id}").name === `${name} 2`, "renamed");
  const seen: number[] = [];
  for (let cursor: string | null | undefined; cursor !== null;) {
    const page = await api.GET("/api/disciplines", { params: { query: { limit: 3, cursor } } });
    seen.push(...must(page, 200, "GET /api/disciplines").map((d) => d.id));
    cursor = nextCursor(page.response);
  }
  check(seen.includes(created.id) && new Set(seen).size === seen.length, "every discipline once, the new one too");
  const subject = read.subjects[0];
  check(subject !== undefined, "its subject");
  return { disciplineId: created.id, subjectId: subject.id };
}
