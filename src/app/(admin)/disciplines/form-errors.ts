import type { z } from "zod";
import { imageExtensions } from "@/server/disciplines/schema";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Field → message. Keys are the input's top-level field ("name", "owner_ids") or "subjects.{index}". */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldKey(path: readonly PropertyKey[]): string {
  const [first, second] = path;
  if (first === "subjects" && typeof second === "number") return `subjects.${second}`;
  return typeof first === "string" || typeof first === "number" ? String(first) : "form";
}

/** A translated message for the common issues of the discipline schemas; otherwise the schema's own. */
export function issueMessage(issue: z.core.$ZodIssue, t: Translate): string {
  const field = issue.path[0];
  switch (issue.code) {
    case "too_small":
      return field === "owner_ids" ? t("errors.ownersRequired") : t("errors.required");
    case "too_big":
      return t(issue.origin === "array" ? "errors.tooMany" : "errors.tooLong", { max: Number(issue.maximum) });
    case "invalid_format":
      return field === "icon" || field === "header"
        ? t("errors.imageName", { extensions: imageExtensions.join(", ") })
        : issue.message;
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
