export { bookingsReportQuery } from "@/server/reports/bookings-report";
export { questionsReportQuery } from "@/server/reports/questions-report";
export { workloadQuery } from "@/server/reports/workload-report";

/**
 * The baselines' SQL: the statements the app runs for the platform admin (whole scope), written
 * out here where the app builds them at run time or keeps them private to a module.
 */

/** src/server/questions-db/list-questions.ts for `?q=&discipline_id=` (default sort, limit 25): $1 discipline, $2 like pattern, $3 limit + 1. */
export const questionsDbListSql = `
  WITH page AS (
    SELECT q.id, left(q.description, 300) AS description, q.type, q.difficulty, q.source, q.school_id, q.discipline_id,
           q.subject_id, q.created_at, q.updated_at, to_char(q.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS sort_value
    FROM bank_questions q
    WHERE q.discipline_id = $1 AND (q.description ILIKE $2 OR q.source ILIKE $2)
    ORDER BY q.created_at DESC, q.id DESC
    LIMIT $3
  )
  SELECT page.*, d.name AS discipline_name, s.name AS subject_name, stats.*
  FROM page
  JOIN disciplines d ON d.id = page.discipline_id
  JOIN subjects s ON s.id = page.subject_id
  CROSS JOIN LATERAL (
    SELECT
      count(*) FILTER (WHERE ev.event = 'QUESTION_VIEW') AS times_seen,
      count(*) FILTER (WHERE ev.event <> 'QUESTION_VIEW') AS times_answered,
      (SELECT avg((f.event = 'CORRECT_ANSWER')::int)::float8
         FROM (SELECT DISTINCT ON (a.student_id) a.event
                 FROM student_events a
                WHERE a.question_id = page.id AND a.event <> 'QUESTION_VIEW'
                ORDER BY a.student_id, a.created_at, a.id) f) AS first_attempt_facility
    FROM student_events ev
    WHERE ev.question_id = page.id
  ) stats
  ORDER BY page.created_at DESC, page.id DESC`;

/** GET /disciplines for the platform admin (src/server/disciplines/list-disciplines.ts). */
export const disciplinesSql = `SELECT id, name, icon_url, header_url FROM disciplines ORDER BY name, id`;

/** GET /me for the platform admin (src/server/me/service.ts): schools, then groups with their discipline ids. */
export const meSchoolsSql = `SELECT id, name FROM schools ORDER BY name`;
export const meGroupsSql = `
  SELECT g.id, g.name, g.school_id,
    coalesce((SELECT array_agg(gd.discipline_id ORDER BY gd.discipline_id) FROM group_disciplines gd WHERE gd.group_id = g.id), '{}') AS discipline_ids
  FROM groups g ORDER BY g.school_id, g.name`;
