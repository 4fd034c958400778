/**
 * Per-student statistics of spec 4.4 in one statement. $1: group ids; $2..$6: exam, quiz,
 * question, start, end (each nullable). Window functions do the per-question work in one pass
 * over the filtered events, so a school's events are never loaded into the app's memory.
 * A "question" is a question id: a student's events for it are taken together across contexts.
 */
export const performanceSql = `
WITH students AS (
  SELECT DISTINCT u.id, u.first_name, u.last_name, u.profile_photo_url
  FROM users u
  JOIN group_memberships gm ON gm.user_id = u.id
  WHERE u.role = 'STUDENT' AND gm.group_id = ANY($1::uuid[])
),
ev AS (
  SELECT e.id, e.student_id, e.question_id, e.exam_id, e.quiz_id, e.event, e.created_at
  FROM student_events e
  JOIN students s ON s.id = e.student_id
  WHERE ($2::uuid IS NULL OR e.exam_id = $2::uuid)
    AND ($3::uuid IS NULL OR e.quiz_id = $3::uuid)
    AND ($4::uuid IS NULL OR e.question_id = $4::uuid)
    AND ($5::timestamptz IS NULL OR e.created_at >= $5::timestamptz)
    AND ($6::timestamptz IS NULL OR e.created_at <= $6::timestamptz)
),
sequenced AS (
  SELECT ev.*,
    max(ev.created_at) FILTER (WHERE ev.event = 'QUESTION_VIEW') OVER w_before AS last_view_before,
    min(ev.created_at) FILTER (WHERE ev.event = 'CORRECT_ANSWER') OVER w_all AS first_correct_at
  FROM ev
  WINDOW w_before AS (PARTITION BY ev.student_id, ev.question_id ORDER BY ev.created_at, ev.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING),
         w_all AS (PARTITION BY ev.student_id, ev.question_id)
),
answers AS (
  SELECT s.*,
    row_number() OVER (PARTITION BY s.student_id, s.question_id ORDER BY s.created_at, s.id) AS attempt,
    CASE
      WHEN s.exam_id IS NOT NULL THEN EXISTS (
        SELECT 1 FROM exam_groups eg JOIN group_memberships gm ON gm.group_id = eg.group_id AND gm.user_id = s.student_id
        WHERE eg.exam_id = s.exam_id AND eg.allow_multiple_answers)
      WHEN s.quiz_id IS NOT NULL THEN COALESCE((SELECT q.allow_multiple_answers FROM quizzes q WHERE q.id = s.quiz_id), false)
      ELSE false
    END AS multiple
  FROM sequenced s
  WHERE s.event <> 'QUESTION_VIEW'
),
per_question AS (
  SELECT student_id, question_id,
    bool_or(attempt = 1 AND event = 'CORRECT_ANSWER') AS first_correct,
    max(extract(epoch FROM created_at - last_view_before)) FILTER (WHERE attempt = 1) AS first_answer_seconds,
    bool_or(multiple) AS multiple,
    count(*) FILTER (WHERE event = 'WRONG_ANSWER' AND (first_correct_at IS NULL OR created_at < first_correct_at)) AS wrong_before_correct
  FROM answers
  GROUP BY student_id, question_id
),
per_student AS (
  SELECT student_id,
    count(*) AS answered,
    count(*) FILTER (WHERE first_correct) AS correct,
    avg(first_answer_seconds) AS answer_time,
    avg(wrong_before_correct + 1) FILTER (WHERE multiple) AS until_correct
  FROM per_question
  GROUP BY student_id
),
totals AS (
  SELECT student_id,
    count(DISTINCT exam_id) FILTER (WHERE event <> 'QUESTION_VIEW') AS exams,
    count(DISTINCT quiz_id) FILTER (WHERE event <> 'QUESTION_VIEW') AS quizzes,
    count(DISTINCT question_id) FILTER (WHERE event = 'QUESTION_VIEW') AS seen,
    json_agg(json_build_object(
      'event', event,
      'created_at', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'question_id', question_id, 'exam_id', exam_id, 'quiz_id', quiz_id) ORDER BY created_at, id) AS events
  FROM ev
  GROUP BY student_id
)
SELECT s.id, s.first_name, s.last_name, s.profile_photo_url,
  COALESCE(t.exams, 0)::int AS total_exams_count,
  COALESCE(t.quizzes, 0)::int AS total_quizzes_count,
  COALESCE(t.seen, 0)::int AS total_questions_seen_count,
  COALESCE(p.answered, 0)::int AS total_questions_answered_count,
  COALESCE(p.correct, 0)::int AS correct_answers_count,
  COALESCE(round(p.answer_time::numeric, 3), 0)::float8 AS average_answer_time,
  COALESCE(round(p.until_correct::numeric, 3), 0)::float8 AS average_answers_until_correct,
  COALESCE(t.events, '[]'::json) AS events
FROM students s
LEFT JOIN totals t ON t.student_id = s.id
LEFT JOIN per_student p ON p.student_id = s.id
ORDER BY s.last_name, s.first_name, s.id`;
