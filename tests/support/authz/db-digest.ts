import type { Db } from "@/server/db/client";

/** Tables some route or procedure writes; a token's last use is left out (every call sets it). */
const written = [
  "disciplines",
  "subjects",
  "discipline_owners",
  "uploads",
  "bank_questions",
  "bank_answers",
  "bank_question_other_subjects",
  "bank_question_groups",
  "exams",
  "exam_groups",
  "exam_questions",
  "availability_blocks",
  "availability_series",
  "bookings",
  "calendar_feeds",
].map(
  (table) =>
    `select '${table}' t, count(*)::text || ':' || coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') d from ${table} x`,
);
written.push(
  `select 'api_tokens' t, count(*)::text || ':' || coalesce(md5(string_agg(md5(id::text || name || coalesce(revoked_at::text, '')), '' order by id)), '') d from api_tokens`,
);

/** A fingerprint of every written table: equal before and after means a refused request wrote nothing. */
export async function dbDigest(prisma: Db): Promise<Record<string, string>> {
  const rows = await prisma.$queryRawUnsafe<{ t: string; d: string }[]>(written.join(" union all "));
  return Object.fromEntries(rows.map((r) => [r.t, r.d]));
}
