import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { AppIssue } from "@/lib/errors/app-issue";
import { issueFromZod } from "@/lib/errors/issue-from-zod";

/**
 * What the schema cannot see, by field name: a chosen file's type or size, known in the browser only. A message
 * blocks the submit as a schema issue does; undefined, none.
 */
export type ClientChecks = () => Readonly<Record<string, string | undefined>>;

/**
 * react-hook-form's resolver for one of the server's zod schemas. Not `zodResolver`: it keeps only a zod code and
 * the schema's English message, and the browser translates our issue codes with their parameters (issueFromZod),
 * the same codes the server sends for the same schema. `checks` add the browser's own refusals beside the schema's.
 */
export function appResolver<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  text: (issue: AppIssue) => string,
  checks?: ClientChecks,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    const errors: Record<string, FieldError> = {};
    for (const zodIssue of result.error?.issues ?? []) {
      const issue = issueFromZod(zodIssue, values);
      const name = issue.path.join(".") || "root";
      errors[name] ??= { type: issue.code, message: text(issue) };
    }
    for (const [name, message] of Object.entries(checks?.() ?? {}))
      if (message) errors[name] ??= { type: "refused", message };
    if (result.success && Object.keys(errors).length === 0) return { values: result.data, errors: {} };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
