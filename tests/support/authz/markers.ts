import type { PrismaClient } from "@/generated/prisma/client";

/**
 * What of another school must never reach a caller: its ids (searched as tokens), e-mails and
 * enrolment numbers, and names that no entity the caller may see shares.
 */
export type Markers = { ids: Set<string>; emails: Set<string>; phrases: string[] };

export const noMarkers = (): Markers => ({ ids: new Set(), emails: new Set(), phrases: [] });

type Row = { v: string | null };

/** Markers of every school outside `visibleSchoolIds`. */
export async function foreignMarkers(prisma: PrismaClient, visibleSchoolIds: readonly string[]): Promise<Markers> {
  const visible = [...visibleSchoolIds];
  const list = async (sql: string) =>
    (await prisma.$queryRawUnsafe<Row[]>(sql, visible)).flatMap((r) => (r.v ? [r.v] : []));
  const foreignUsers = `select u.* from users u where exists (select 1 from school_memberships m where m.user_id = u.id and m.school_id <> all($1::uuid[]))
    and not exists (select 1 from school_memberships m where m.user_id = u.id and m.school_id = any($1::uuid[]))`;
  const visibleUsers = `select u.* from users u join school_memberships m on m.user_id = u.id where m.school_id = any($1::uuid[])`;
  const foreignGroups = `select id from groups where school_id <> all($1::uuid[])`;
  const ids = await Promise.all([
    list(`select id::text v from schools where id <> all($1::uuid[])`),
    list(`select id::text v from (${foreignGroups}) g`),
    list(`select id::text v from (${foreignUsers}) u`),
    ...["bank_questions", "exams", "bookings", "booking_rooms", "teacher_schedules", "nps_answers"].map((table) =>
      list(`select id::text v from ${table} where school_id <> all($1::uuid[])`),
    ),
    list(
      `select a.id::text v from bank_answers a join bank_questions q on q.id = a.question_id where q.school_id <> all($1::uuid[])`,
    ),
    list(`select id::text v from availability_blocks where teacher_id in (select id from (${foreignUsers}) u)`),
    list(`select id::text v from availability_series where teacher_id in (select id from (${foreignUsers}) u)`),
    list(`select id::text v from api_tokens where user_id in (select id from (${foreignUsers}) u)`),
    ...["quizzes", "student_questions", "exam_groups", "bank_question_groups"].map((table) =>
      list(`select id::text v from ${table} where group_id in (${foreignGroups})`),
    ),
  ]);
  const emails = await list(`select lower(email) v from (${foreignUsers}) u`);
  const externalIds = await list(`select external_id v from (${foreignUsers}) u`);
  const visibleNames = await list(`select name v from schools where id = any($1::uuid[])
    union select name from groups where school_id = any($1::uuid[]) union select name from booking_rooms where school_id = any($1::uuid[])
    union select first_name || ' ' || last_name from (${visibleUsers}) u
    union select d.name from disciplines d where exists (select 1 from discipline_owners o where o.discipline_id = d.id and o.school_id = any($1::uuid[]))
      or exists (select 1 from group_disciplines gd join groups g on g.id = gd.group_id where gd.discipline_id = d.id and g.school_id = any($1::uuid[]))`);
  const names = await list(`select name v from schools where id <> all($1::uuid[])
    union select name from groups where school_id <> all($1::uuid[]) union select name from booking_rooms where school_id <> all($1::uuid[])
    union select first_name || ' ' || last_name from (${foreignUsers}) u
    union select d.name from disciplines d where not exists (select 1 from discipline_owners o where o.discipline_id = d.id and o.school_id = any($1::uuid[]))
      and not exists (select 1 from group_disciplines gd join groups g on g.id = gd.group_id where gd.discipline_id = d.id and g.school_id = any($1::uuid[]))`);
  // A name that is part of something the caller may see proves nothing when it appears.
  const phrases = names.filter((name) => !visibleNames.some((seen) => seen.includes(name)));
  return { ids: new Set(ids.flat()), emails: new Set(emails), phrases: [...phrases, ...externalIds] };
}

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * The markers found in a response. Values the request itself carried are left out: echoing the
 * caller's own input (a refused id in an error's issues) discloses nothing.
 */
export function findLeaks(text: string, markers: Markers, sent: string): string[] {
  const found = new Set<string>();
  for (const id of text.match(uuidPattern) ?? []) if (markers.ids.has(id.toLowerCase())) found.add(id);
  for (const email of text.match(emailPattern) ?? []) if (markers.emails.has(email.toLowerCase())) found.add(email);
  for (const phrase of markers.phrases) if (text.includes(phrase)) found.add(phrase);
  return [...found].filter((marker) => !sent.toLowerCase().includes(marker.toLowerCase()));
}
