/**
 * Every code the server can send, as a DomainError's `reason` or an issue's `code`, and the few the
 * browser adds. Each has an en and a pt-BR message in `errors.json` (error-codes.test.ts checks both
 * ways); the server's types accept only these, so a new code starts here.
 */
export const errorCodes = [
  // The categories: a DomainError with no finer reason, and appErrorOf's fallback.
  "bad_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "not_acceptable",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "unprocessable",
  "too_many_requests",
  "internal",
  "unavailable",
  // Schema issues (issueFromZod), the same in the browser and on the server.
  "required",
  "too_small",
  "too_short",
  "too_big",
  "too_long",
  "too_many",
  "choose_at_least",
  "invalid",
  // The browser's own: the request never got an answer.
  "network",
  // Requests.
  "malformed_request",
  "validation_failed",
  "authentication_required",
  "cross_site_request",
  "rate_limited",
  "heavy_work_limit",
  "body_too_large",
  "json_body_required",
  "body_invalid_json",
  "ill_formed_text",
  "route_not_found",
  "format_not_acceptable",
  "invalid_cursor",
  // Access.
  "ids_outside_access",
  "staff_only",
  "admin_only",
  "platform_admin_only",
  // Database.
  "duplicate_record",
  "record_not_found",
  "referenced_record_missing",
  "database_unavailable",
  // Uploads and files.
  "file_not_found",
  "content_length_required",
  "image_too_large",
  "multipart_required",
  "form_unreadable",
  "file_missing",
  "image_type_mismatch",
  "image_file_name_invalid",
  "upload_used",
  "upload_policy_invalid",
  "upload_policy_expired",
  // Disciplines and subjects.
  "discipline_not_found",
  "discipline_outside_access",
  "discipline_not_editable",
  "owner_school_unknown",
  "subject_not_found",
  "subject_change_empty",
  "subject_duplicate",
  // Exams.
  "exam_not_found",
  "exam_outside_access",
  "group_unknown",
  "groups_of_several_schools",
  "group_repeated",
  "question_unknown",
  "question_repeated",
  "discipline_mismatch",
  // Questions.
  "question_not_found",
  "question_outside_access",
  "question_archived",
  "exam_has_student_events",
  "exam_has_other_groups",
  "discipline_in_use",
  "discipline_shared",
  "subject_in_use",
  "exam_unknown",
  "discipline_unknown",
  "subject_unknown",
  "choice_options_too_few",
  "choice_correct_missing",
  "content_has_answers",
  "discursive_answers_too_many",
  // Dates.
  "end_not_after_start",
  "end_before_start",
  // Availability, bookings, teachers.
  "block_not_found",
  "block_overlap",
  "block_too_long",
  "booking_student_not_in_group",
  "room_mismatch",
  "teacher_blocked",
  "booking_overlap",
  "outside_schedule",
  "teacher_own_only",
  "teacher_outside_access",
  "teacher_unknown",
  // Tokens.
  "token_not_found",
] as const;

export type ErrorCodeName = (typeof errorCodes)[number];

/** The values a message needs: numbers, ids, names. */
export type ErrorParams = Record<string, string | number>;
