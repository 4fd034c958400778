import type { Ctx } from "@/server/context";
import { notFound } from "@/server/errors/domain-error";
import { absoluteUrl } from "@/server/http/public-origin";
import { importPublished } from "@/server/scope/predicates";
import { assertDisciplineReadable } from "./readable-discipline";
import type { SubjectOutput } from "./schema";

type SubjectRow = { id: number; name: string; icon_url: string | null; enabled: boolean };

/** A subject as the discipline's read shows it: its icon's URL absolute, as the app serves it. */
export const subjectRead = (s: SubjectRow, origin: string) => ({
  id: s.id,
  name: s.name,
  icon_url: s.icon_url === null ? null : absoluteUrl(s.icon_url, origin),
  enabled: s.enabled,
});

/**
 * GET /disciplines/{id}/subjects/{subjectId}: one subject as GET /disciplines/{id} lists it. The discipline's rule
 * first (404 unknown, 403 outside the access); then 404 for a subject of another discipline, or one a question
 * import has not published yet.
 */
export async function getSubject(ctx: Ctx, input: { id: number; subjectId: number }): Promise<SubjectOutput> {
  const { db, scope, origin } = ctx;
  await assertDisciplineReadable(db.kysely, scope, input.id);
  const subject = await db.kysely
    .selectFrom("subjects as s")
    .select(["s.id", "s.discipline_id", "s.name", "s.icon_url", "s.enabled"])
    .where("s.id", "=", input.subjectId)
    .where("s.discipline_id", "=", input.id)
    .where((eb) => importPublished(eb.ref("s.import_id")))
    .executeTakeFirst();
  if (!subject) throw notFound("subject_not_found", "Subject");
  return { ...subjectRead(subject, origin), discipline_id: subject.discipline_id };
}
