import type { Database } from "@/server/db/client";
import type { SeedSummary } from "@/server/seed";

const DAY = 24 * 60 * 60 * 1000;

export type Inputs = {
  start: number;
  end: number;
  now: Date;
  schoolId: string;
  groupIds: string[];
  examId: string | null;
  disciplineId: number;
  word: string;
};

/** The cases' inputs, chosen from the data: the busiest school, its busiest exam, a discipline and a word of its bank. */
export async function pickInputs(db: Database, summary: SeedSummary): Promise<Inputs> {
  const now = new Date(summary.now);
  const end = now.getTime() + 36 * DAY;
  const one = async <R>(sql: string, params: unknown[] = []) =>
    (await db.pool.query(sql, params)).rows[0] as R | undefined;
  const school = await one<{ school_id: string }>(
    `SELECT g.school_id FROM student_questions q JOIN groups g ON g.id = q.group_id GROUP BY g.school_id ORDER BY count(*) DESC, g.school_id LIMIT 1`,
  );
  if (!school) throw new Error("no student questions in the data");
  const groups = (
    await db.pool.query<{ id: string }>(`SELECT id FROM groups WHERE school_id = $1 ORDER BY id`, [school.school_id])
  ).rows.map((r) => r.id);
  const exam = await one<{ exam_id: string }>(
    `SELECT e.exam_id FROM student_events e JOIN exams x ON x.id = e.exam_id WHERE x.school_id = $1 GROUP BY e.exam_id ORDER BY count(*) DESC, e.exam_id LIMIT 1`,
    [school.school_id],
  );
  const discipline = await one<{ discipline_id: number }>(
    `SELECT discipline_id FROM bank_questions GROUP BY discipline_id ORDER BY count(*) DESC, discipline_id LIMIT 1`,
  );
  if (!discipline) throw new Error("no bank questions in the data");
  const texts = (
    await db.pool.query<{ description: string }>(
      `SELECT description FROM bank_questions WHERE discipline_id = $1 ORDER BY id LIMIT 50`,
      [discipline.discipline_id],
    )
  ).rows;
  const counts = new Map<string, number>();
  for (const { description } of texts)
    for (const w of new Set(description.toLowerCase().match(/\p{L}{6,}/gu) ?? []))
      counts.set(w, (counts.get(w) ?? 0) + 1);
  const word = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? "quest";
  return {
    start: end - 365 * DAY,
    end,
    now,
    schoolId: school.school_id,
    groupIds: groups,
    examId: exam?.exam_id ?? null,
    disciplineId: discipline.discipline_id,
    word,
  };
}
