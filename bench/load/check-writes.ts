import type pg from "pg";
import type { MixedLoadRecord } from "./mixed-load";

export type WriteCheck = {
  acknowledged: { questions: number; updates: number; exams: number };
  /** Acknowledged creates missing from the database, and acknowledged updates whose result is not there. */
  lost: number;
  /** Records of one request found without the rest of it. */
  halfApplied: number;
  /** Questions and exams of the tag in the database (acknowledged or not: a commit whose answer was lost counts too). */
  stored: { questions: number; exams: number };
};

const one = async (pool: pg.Pool, sql: string, params: unknown[]) =>
  Number((await pool.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);

/**
 * After the load: every id a 201 (or a 200 of an update) carried is in the database, with its whole
 * write. Each question create writes a subject, the question, 2 answers and a group window; its update
 * rewrites it to v2 with 3 answers; each exam has 1 group and its questions.
 */
export async function checkWrites(
  pool: pg.Pool,
  tag: string,
  record: MixedLoadRecord,
  examQuestions: number,
): Promise<WriteCheck> {
  const created = [...new Set(record.createdQuestions)];
  const updated = [...new Set(record.updatedQuestions)];
  const exams = [...new Set(record.createdExams)];
  const missingQuestions =
    created.length -
    (await one(pool, `SELECT count(*) AS n FROM bank_questions WHERE id = ANY($1::uuid[])`, [created]));
  const missingUpdates =
    updated.length -
    (await one(
      pool,
      `SELECT count(*) AS n FROM bank_questions WHERE id = ANY($1::uuid[]) AND description = 'Load question (v2)'`,
      [updated],
    ));
  const missingExams =
    exams.length - (await one(pool, `SELECT count(*) AS n FROM exams WHERE id = ANY($1::uuid[])`, [exams]));

  const partialQuestions = await one(
    pool,
    `SELECT count(*) AS n FROM bank_questions q
     WHERE q.source = $1 AND (
       (SELECT count(*) FROM bank_answers a WHERE a.question_id = q.id) <> CASE q.description WHEN 'Load question (v2)' THEN 3 ELSE 2 END
       OR (SELECT count(*) FROM bank_question_groups g WHERE g.question_id = q.id) <> 1)`,
    [tag],
  );
  const orphanSubjects = await one(
    pool,
    `SELECT count(*) AS n FROM subjects s WHERE s.name LIKE $1 || ' subject %' AND NOT EXISTS (SELECT 1 FROM bank_questions q WHERE q.subject_id = s.id)`,
    [tag],
  );
  const partialExams = await one(
    pool,
    `SELECT count(*) AS n FROM exams e
     WHERE e.name = $1 || ' exam' AND ((SELECT count(*) FROM exam_questions x WHERE x.exam_id = e.id) <> $2 OR (SELECT count(*) FROM exam_groups g WHERE g.exam_id = e.id) <> 1)`,
    [tag, examQuestions],
  );
  return {
    acknowledged: { questions: created.length, updates: updated.length, exams: exams.length },
    lost: missingQuestions + missingUpdates + missingExams,
    halfApplied: partialQuestions + orphanSubjects + partialExams,
    stored: {
      questions: await one(pool, `SELECT count(*) AS n FROM bank_questions WHERE source = $1`, [tag]),
      exams: await one(pool, `SELECT count(*) AS n FROM exams WHERE name = $1 || ' exam'`, [tag]),
    },
  };
}
