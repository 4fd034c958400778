/**
 * How students did on one question, from the event log: views, answers, and the first-attempt
 * facility (the share of students who answered whose first answer was correct).
 */
export const questionStatsSql = (questionId: string) => `
  SELECT
    count(*) FILTER (WHERE ev.event = 'QUESTION_VIEW') AS times_seen,
    count(*) FILTER (WHERE ev.event <> 'QUESTION_VIEW') AS times_answered,
    (SELECT avg((f.event = 'CORRECT_ANSWER')::int)::float8
       FROM (SELECT DISTINCT ON (a.student_id) a.event
               FROM student_events a
              WHERE a.question_id = ${questionId} AND a.event <> 'QUESTION_VIEW'
              ORDER BY a.student_id, a.created_at, a.id) f) AS first_attempt_facility
  FROM student_events ev
  WHERE ev.question_id = ${questionId}`;
