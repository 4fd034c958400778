import { TRPCClientError } from "@trpc/client";
import type { z } from "zod";

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

type ErrorData = { code?: string; issues?: { path: (string | number)[]; message: string }[] };
const dataOf = (error: unknown): ErrorData | undefined =>
  error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;

export type ServerError = { message: string; issues: string[] };

/** The alert for a failed save: permission and not-found translated, otherwise the server's message; plus every issue. */
export function serverError(error: unknown, t: Translate): ServerError {
  const data = dataOf(error);
  const message = error instanceof Error ? error.message : "";
  const text =
    data?.code === "FORBIDDEN"
      ? t("errors.forbidden")
      : data?.code === "NOT_FOUND"
        ? t("errors.notFound")
        : message
          ? t("errors.serverWith", { message })
          : t("errors.server");
  return {
    message: text,
    issues: [...new Set((data?.issues ?? []).map((i) => i.message))].filter((m) => m !== message),
  };
}

/** Issues the server reported, beside their fields (e.g. a question whose discipline a group lacks). */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of dataOf(error)?.issues ?? []) errors[fieldKey(issue.path)] ??= issue.message;
  return errors;
}
