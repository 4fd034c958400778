import type pg from "pg";

/** Real ids of the seeded data, by kind, so that generated inputs reach records that exist. */
export type IdPools = Record<IdKind, (string | number)[]>;

type IdKind =
  | "schools"
  | "groups"
  | "teachers"
  | "students"
  | "exams"
  | "questions"
  | "quizzes"
  | "rooms"
  | "blocks"
  | "series"
  | "bookings"
  | "tokens"
  | "calendarFeeds"
  | "disciplines"
  | "subjects";

const queries: Record<IdKind, string> = {
  schools: `SELECT id FROM schools ORDER BY id`,
  groups: `SELECT id FROM groups ORDER BY id LIMIT 40`,
  teachers: `SELECT id FROM users WHERE role = 'TEACHER' ORDER BY id LIMIT 20`,
  students: `SELECT id FROM users WHERE role = 'STUDENT' ORDER BY id LIMIT 20`,
  exams: `SELECT id FROM exams ORDER BY id LIMIT 20`,
  questions: `SELECT id FROM bank_questions ORDER BY id LIMIT 40`,
  quizzes: `SELECT id FROM quizzes ORDER BY id LIMIT 10`,
  rooms: `SELECT id FROM booking_rooms ORDER BY id LIMIT 10`,
  blocks: `SELECT id FROM availability_blocks ORDER BY id LIMIT 20`,
  series: `SELECT id FROM availability_series ORDER BY id LIMIT 20`,
  bookings: `SELECT id FROM bookings ORDER BY id LIMIT 20`,
  tokens: `SELECT id FROM api_tokens WHERE id <> ALL($1::uuid[]) ORDER BY id LIMIT 20`,
  calendarFeeds: `SELECT id FROM calendar_feeds ORDER BY id LIMIT 20`,
  disciplines: `SELECT id FROM disciplines ORDER BY id`,
  subjects: `SELECT id FROM subjects ORDER BY id LIMIT 60`,
};

/** Reads the pools; `keepTokenIds` are the fuzzer's own tokens, never offered for revocation. */
export async function readIdPools(pool: pg.Pool, keepTokenIds: string[]): Promise<IdPools> {
  const entries = await Promise.all(
    (Object.keys(queries) as IdKind[]).map(async (kind) => {
      const { rows } = await pool.query<{ id: string | number }>(
        queries[kind],
        kind === "tokens" ? [keepTokenIds] : [],
      );
      return [kind, rows.map((r) => r.id)] as const;
    }),
  );
  return Object.fromEntries(entries) as IdPools;
}

// The last key of a path names the field best; the whole path settles bare "id" (belongs_to.id, exams.id).
const hints: [RegExp, IdKind][] = [
  [/token/, "tokens"],
  [/block/, "blocks"],
  [/series/, "series"],
  [/calendar-feed/, "calendarFeeds"],
  [/booking/, "bookings"],
  [/subject/, "subjects"],
  [/discipline/, "disciplines"],
  [/question/, "questions"],
  [/quiz/, "quizzes"],
  [/room/, "rooms"],
  [/exam/, "exams"],
  [/school|owner|belongs_to/, "schools"],
  [/group/, "groups"],
  [/teacher/, "teachers"],
  [/student/, "students"],
];

/** The pool for a field, from its path (e.g. ["exam_to_groups", "group_ids"]), or undefined. */
export function poolFor(pools: IdPools, path: string[]): (string | number)[] | undefined {
  const last = path.at(-1) ?? "";
  const kind = hints.find(([re]) => re.test(last))?.[1] ?? hints.find(([re]) => re.test(path.join(".")))?.[1];
  return kind ? pools[kind] : undefined;
}
