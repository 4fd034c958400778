import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { AppIssue } from "@/lib/errors/app-issue";
import { issueFromZod } from "@/lib/errors/issue-from-zod";

/**
 * react-hook-form's resolver for one of the server's zod schemas. Not `zodResolver`: it keeps only a zod code and
 * the schema's English message, and the browser translates our issue codes with their parameters (issueFromZod),
 * the same codes the server sends for the same schema.
 */
export function appResolver<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  text: (issue: AppIssue) => string,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const zodIssue of result.error.issues) {
      const issue = issueFromZod(zodIssue, values);
      const name = issue.path.join(".") || "root";
      errors[name] ??= { type: issue.code, message: text(issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
