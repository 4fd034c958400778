-- Links to question media stored absolute, with the host of the request that imported or uploaded the file
-- (`http://intranet.local:8080/api/uploads/questions/<school>/…`), become the path the app serves them at
-- (`/api/uploads/questions/<school>/…`), as the app stores them now: a moved app keeps its pictures
-- (docs/uploads.md, "Question media"). Only links to a file of the question's own school are rewritten: that
-- school's id is this installation's, while a link naming another school may be another installation's file.
-- `own.link` matches such a link, any scheme and host, and captures the path that is kept.

UPDATE "bank_questions" AS q
SET
  "description" = regexp_replace(q."description", own.link, '\1', 'g'),
  "solution" = regexp_replace(q."solution", own.link, '\1', 'g'),
  "hint" = regexp_replace(q."hint", own.link, '\1', 'g'),
  "study_orientation" = regexp_replace(q."study_orientation", own.link, '\1', 'g')
FROM (
  SELECT "id", 'https?://[^/[:space:]()<>"'']+(/api/uploads/questions/' || "school_id"::text || '/)' AS link
  FROM "bank_questions"
) AS own
WHERE own."id" = q."id"
  AND concat_ws(' ', q."description", q."solution", q."hint", q."study_orientation") ~ own.link;

UPDATE "bank_answers" AS a
SET "description" = regexp_replace(a."description", own.link, '\1', 'g')
FROM (
  SELECT "id", 'https?://[^/[:space:]()<>"'']+(/api/uploads/questions/' || "school_id"::text || '/)' AS link
  FROM "bank_questions"
) AS own
WHERE own."id" = a."question_id"
  AND a."description" ~ own.link;
