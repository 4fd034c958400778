import type { z } from "zod";
import { appErrorOf } from "@/lib/errors/app-error-of";
import { errorText, issueText, type ErrorsTranslator } from "@/lib/errors/error-text";

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Field → message. Keys: "name", "description", "rows" (the assignments as a whole),
 * "rows.{i}.{field}" (one assignment), "questions" and "questions.{i}" (one chosen question).
 */
export type FieldErrors = Partial<Record<string, string>>;

/** The form's key for an issue path of examInput (or of the update input, whose fields are under "data"). */
export function fieldKey(rawPath: readonly PropertyKey[]): string {
  const path = rawPath[0] === "data" ? rawPath.slice(1) : rawPath;
  const [first, second, third] = path;
  if (first === "exam_to_groups") {
    if (typeof second !== "number") return "rows";
    return typeof third === "string" ? `rows.${second}.${third}` : `rows.${second}.group_ids`;
  }
  if (first === "question_ids") return typeof second === "number" ? `questions.${second}` : "questions";
  return typeof first === "string" ? first : "form";
}

/** A translated message for the issues of examInput; otherwise the schema's own. */
export function issueMessage(issue: z.core.$ZodIssue, t: Translate): string {
  const key = fieldKey(issue.path);
  const field = key.split(".").at(-1);
  switch (issue.code) {
    case "too_small":
      if (key === "rows") return t("errors.rowsRequired");
      if (field === "group_ids") return t("errors.groupsRequired");
      return t("errors.required");
    case "too_big":
      return t(issue.origin === "array" ? "errors.tooMany" : "errors.tooLong", { max: Number(issue.maximum) });
    case "invalid_type":
      return field === "available_after" || field === "available_before"
        ? t("errors.dateRequired")
        : t("errors.required");
    case "custom":
      if (field === "available_before") return t("errors.windowOrder");
      if (field === "group_ids") return t("errors.groupTwice");
      if (key === "questions") return t("errors.questionTwice");
      return issue.message;
    default:
      return issue.message;
  }
}

/** The first message per field. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[], t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[fieldKey(issue.path)] ??= issueMessage(issue, t);
  return errors;
}

export type ServerError = { message: string; issues: string[] };

/** The alert for a failed save: the error's message by its reason, and every other issue's, translated. */
export function serverError(error: unknown, t: Translate, errors: ErrorsTranslator): ServerError {
  const reason = errorText(errors, error);
  const issues = (appErrorOf(error)?.issues ?? []).map((issue) => issueText(errors, issue));
  return {
    message: t("errors.serverWith", { message: reason }),
    issues: [...new Set(issues)].filter((text) => text !== reason),
  };
}

/** Issues the server reported, translated, beside their fields (e.g. a question whose discipline a group lacks). */
export function serverFieldErrors(error: unknown, errors: ErrorsTranslator): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of appErrorOf(error)?.issues ?? []) fields[fieldKey(issue.path)] ??= issueText(errors, issue);
  return fields;
}
