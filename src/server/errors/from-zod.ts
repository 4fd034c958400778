import type { z } from "zod";
import { isAbsent, issueFromZod } from "@/lib/errors/issue-from-zod";
import { DomainError, type ErrorIssue } from "./domain-error";

/**
 * 422 when the only problems are missing required fields or broken rules (refinements): with only
 * rules broken, the first one's code is the reason; 400 as soon as a field has the wrong type,
 * format or enum value. Each issue's code and params are
 * issueFromZod's, as in the browser; the message stays zod's English for integrators.
 */
export function fromZodError(error: z.ZodError, input: unknown): DomainError {
  let malformed = false;
  const issues: ErrorIssue[] = error.issues.map((issue) => {
    const { path, code, params } = issueFromZod(issue, input);
    const withParams = params && Object.keys(params).length ? { params } : {};
    // Whatever the schema (type, union, enum), an absent value is a missing field.
    const missing = issue.code !== "custom" && isAbsent(input, issue.path, false);
    if (missing) return { path, code: "required", message: "Required" };
    // An empty list where entries are required is a missing value too (spec §8 "at least 1 entry").
    if (issue.code === "too_small" && issue.origin === "array")
      return { path, code: "required", message: issue.message };
    if (issue.code !== "custom") malformed = true;
    return { path, code, message: issue.message, ...withParams };
  });
  const summary = summarise(issues);
  if (malformed)
    return new DomainError("BAD_REQUEST", "malformed_request", `Malformed request: ${summary}`, { issues });
  // Only broken rules, each with its own code: the first names the error, as a service's 422 does.
  const rule = issues.every((i) => i.code !== "required" && i.code !== "invalid") ? issues[0] : undefined;
  if (rule) return new DomainError("UNPROCESSABLE", rule.code, summary, { issues });
  return new DomainError("UNPROCESSABLE", "validation_failed", `Validation failed: ${summary}`, { issues });
}

/** The message says what is wrong, not only that something is: the first issue, and how many more. */
function summarise(issues: ErrorIssue[]): string {
  const [first] = issues;
  if (!first) return "invalid input";
  const where = first.path.length ? `${first.path.join(".")}: ` : "";
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
  return `${where}${first.message}${more}`;
}
