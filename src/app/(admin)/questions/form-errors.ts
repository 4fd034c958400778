import type { z } from "zod";
import { issueText, type ErrorsTranslator } from "@/lib/errors/error-text";
import { issueFromZod } from "@/lib/errors/issue-from-zod";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Field key → every message for it. Keys: see `fieldKey`. */
export type FieldErrors = Partial<Record<string, string[]>>;

const windowFields = new Set(["group_ids", "available_after", "available_before"]);

/**
 * Where an issue is shown: "answers", "answers.{i}", "question_to_groups",
 * "question_to_groups.{i}", "question_to_groups.{i}.{field}", or the top-level field
 * ("belongs_to", "subject", "other_subjects", "exams", …); "form" when there is no path.
 */
export function fieldKey(path: readonly PropertyKey[]): string {
  const [first, second, third] = path;
  if (first === "answers" && typeof second === "number") return `answers.${second}`;
  if (first === "question_to_groups" && typeof second === "number") {
    return typeof third === "string" && windowFields.has(third)
      ? `question_to_groups.${second}.${third}`
      : `question_to_groups.${second}`;
  }
  return typeof first === "string" || typeof first === "number" ? String(first) : "form";
}

const choices = new Set(["belongs_to", "discipline_id", "type", "difficulty", "other_subjects", "exams"]);

/** What the messages depend on beyond the issue; `errors` translates the codes of the schema's rules. */
export type IssueContext = { subjectIsNew: boolean; errors: ErrorsTranslator };

/** A translated message for the issues the question form can produce; otherwise the schema's own. */
export function issueMessage(issue: z.core.$ZodIssue, t: Translate, context: IssueContext): string {
  const key = fieldKey(issue.path);
  const field = String(issue.path[0] ?? "");
  if (issue.code === "custom") return issueText(context.errors, issueFromZod(issue, undefined));
  if (key.endsWith(".available_after") || key.endsWith(".available_before")) return t("errors.date");
  if (field === "source_question_number") return t("errors.number", { max: 1_000_000 });
  switch (issue.code) {
    case "too_small":
      return key.endsWith(".group_ids") ? t("errors.chooseGroups") : t("errors.required");
    case "too_big":
      return t(issue.origin === "array" ? "errors.tooMany" : "errors.tooLong", { max: Number(issue.maximum) });
    case "invalid_type":
    case "invalid_format":
    case "invalid_value":
    case "invalid_union":
      return choices.has(field) || (field === "subject" && !context.subjectIsNew)
        ? t("errors.choose")
        : t("errors.required");
    default:
      return issueText(context.errors, issueFromZod(issue, undefined));
  }
}

function add(errors: FieldErrors, key: string, message: string) {
  const list = (errors[key] ??= []);
  if (!list.includes(message)) list.push(message);
}

/** Every message, by field. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[], t: Translate, context: IssueContext): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) add(errors, fieldKey(issue.path), issueMessage(issue, t, context));
  return errors;
}

/** The server's issues (translated by serverIssues), by field. */
export function serverFieldErrors(issues: readonly { path: (string | number)[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) add(errors, fieldKey(issue.path), issue.message);
  return errors;
}
