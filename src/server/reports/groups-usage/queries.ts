/** $1 group ids, $2 start, $3 end: every query reads only the range's rows of those groups. */
const inRange = (alias: string) => `${alias}.group_id = ANY($1::uuid[]) AND ${alias}.created_at >= $2 AND ${alias}.created_at <= $3`;

/** A person's groups among the report's, and whether they have one. */
const groupNames = "(SELECT array_agg(g.name ORDER BY g.name) FROM group_memberships gm JOIN groups g ON g.id = gm.group_id WHERE gm.user_id = u.id AND gm.group_id = ANY($1::uuid[]))";
const inGroups = "EXISTS (SELECT 1 FROM group_memberships gm WHERE gm.user_id = u.id AND gm.group_id = ANY($1::uuid[]))";

export const summarySql = `
  SELECT count(*)::int AS total_questions,
    avg(extract(epoch FROM q.answered_at - coalesce(q.claimed_at, q.created_at)) / 60) FILTER (WHERE q.answered_at IS NOT NULL) AS adjusted_minutes,
    avg(q.answer_rating) FILTER (WHERE q.answer_rating IS NOT NULL) AS average_rating
  FROM student_questions q WHERE ${inRange("q")}`;

export const byDisciplineSql = `
  SELECT d.name, count(*)::int AS count FROM student_questions q JOIN disciplines d ON d.id = q.discipline_id
  WHERE ${inRange("q")} GROUP BY d.name ORDER BY count DESC, d.name`;

export const ratingsSql = `
  SELECT q.answer_rating AS rating, count(*)::int AS count FROM student_questions q
  WHERE ${inRange("q")} AND q.answer_rating IS NOT NULL GROUP BY q.answer_rating`;

export const npsSql = `
  SELECT n.kind::text AS kind, n.score, count(*)::int AS count FROM nps_answers n
  WHERE ${inRange("n")} GROUP BY n.kind, n.score`;

export const studentsSql = `
  WITH asked AS (
    SELECT q.student_id, count(*)::int AS n,
      json_agg(json_build_object('discipline', json_build_object('id', d.id, 'name', d.name),
                                 'subject', CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'name', s.name) END)
               ORDER BY q.created_at, q.id) AS questions
    FROM student_questions q JOIN disciplines d ON d.id = q.discipline_id LEFT JOIN subjects s ON s.id = q.subject_id
    WHERE ${inRange("q")} GROUP BY q.student_id
  ),
  booked AS (
    SELECT DISTINCT b.student_id FROM bookings b
    WHERE b.group_id = ANY($1::uuid[]) AND b.scheduled_for >= $2 AND b.scheduled_for <= $3 AND b.cancelled_at IS NULL
  )
  SELECT u.id, u.first_name || ' ' || u.last_name AS name, u.email, u.created_at, u.blocked_at, u.deleted_at,
    ${groupNames} AS groups,
    coalesce(a.n, 0) AS questions_count, coalesce(a.questions, '[]'::json) AS questions,
    (a.n IS NOT NULL OR EXISTS (SELECT 1 FROM booked WHERE booked.student_id = u.id)) AS used
  FROM users u LEFT JOIN asked a ON a.student_id = u.id
  WHERE u.role = 'STUDENT' AND ${inGroups}
  ORDER BY name, u.email`;

export const teachersSql = `
  WITH answered AS (
    SELECT q.teacher_id, count(*)::int AS n, avg(extract(epoch FROM q.answered_at - q.created_at) / 60) AS minutes
    FROM student_questions q WHERE ${inRange("q")} AND q.answered_at IS NOT NULL AND q.teacher_id IS NOT NULL
    GROUP BY q.teacher_id
  )
  SELECT u.id, u.first_name, u.last_name, u.email, u.created_at, u.blocked_at, u.deleted_at,
    ${groupNames} AS groups,
    coalesce((SELECT array_agg(d.name ORDER BY d.name) FROM teacher_disciplines td JOIN disciplines d ON d.id = td.discipline_id WHERE td.teacher_id = u.id), '{}') AS disciplines,
    coalesce(a.n, 0) AS answered_questions_count, a.minutes AS average_response_minutes
  FROM users u LEFT JOIN answered a ON a.teacher_id = u.id
  WHERE u.role = 'TEACHER' AND ${inGroups}
  ORDER BY u.first_name, u.last_name, u.email`;

/** Top subjects: the five most asked subjects of each discipline (ties by name). */
export const disciplinesSql = `
  WITH q AS (
    SELECT q.discipline_id, q.subject_id, q.created_at, q.answered_at FROM student_questions q WHERE ${inRange("q")}
  ),
  subjects_ranked AS (
    SELECT q.discipline_id, s.name, count(*)::int AS n,
      row_number() OVER (PARTITION BY q.discipline_id ORDER BY count(*) DESC, s.name) AS rank
    FROM q JOIN subjects s ON s.id = q.subject_id GROUP BY q.discipline_id, s.name
  )
  SELECT d.name, count(*)::int AS total_questions,
    coalesce(avg(extract(epoch FROM q.answered_at - q.created_at) / 60) FILTER (WHERE q.answered_at IS NOT NULL), 0) AS average_response_minutes,
    coalesce((SELECT json_object_agg(r.name, r.n ORDER BY r.rank) FROM subjects_ranked r WHERE r.discipline_id = d.id AND r.rank <= 5), '{}'::json) AS top_subjects
  FROM q JOIN disciplines d ON d.id = q.discipline_id
  GROUP BY d.id, d.name ORDER BY total_questions DESC, d.name`;
