import type { z } from "zod";
import type { AppIssue } from "@/lib/errors/app-issue";
import { issueText, type ErrorsTranslator } from "@/lib/errors/error-text";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Field → message; keys are the report inputs' fields ("start_date", "group_ids", …) or "form". */
export type FieldErrors = Partial<Record<string, string>>;

const fields = ["start_date", "end_date", "group_ids", "school_ids", "name"];
export const fieldKey = (path: readonly PropertyKey[]) =>
  typeof path[0] === "string" && fields.includes(path[0]) ? path[0] : "form";

/** A translated message for the issues the report schemas raise; otherwise the schema's own. */
export function issueMessage(issue: z.core.$ZodIssue, t: Translate): string {
  const field = issue.path[0];
  const isDate = field === "start_date" || field === "end_date";
  switch (issue.code) {
    case "invalid_type":
      return isDate ? t("errors.dateRequired") : issue.message;
    case "too_small":
      if (field === "group_ids") return t("errors.groupsRequired");
      return isDate ? t("errors.dateInvalid") : issue.message;
    case "too_big":
      if (isDate) return t("errors.dateInvalid");
      return t(issue.origin === "array" ? "errors.tooMany" : "errors.tooLong", { max: Number(issue.maximum) });
    case "custom":
      return field === "end_date" ? t("errors.endBeforeStart") : issue.message;
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

/** Issues of a JSON error body, translated by code, by field (e.g. a group outside the user's access). */
export function serverFieldErrors(issues: readonly AppIssue[], errors: ErrorsTranslator): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = fieldKey(Array.isArray(issue.path) ? issue.path : []);
    if (key !== "form") fields[key] ??= issueText(errors, issue);
  }
  return fields;
}
