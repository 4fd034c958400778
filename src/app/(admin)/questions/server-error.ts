import { appErrorOf } from "@/lib/errors/app-error-of";
import { errorText, issueText, type ErrorsTranslator } from "@/lib/errors/error-text";

type Translate = (key: string, values?: Record<string, string | number>) => string;
/** An issue of the server, its message translated from its code. */
export type ServerIssue = { path: (string | number)[]; message: string };

/** A sentence for an alert: the page's lead-in and the error's message, by its reason. */
export function serverErrorMessage(error: unknown, t: Translate, errors: ErrorsTranslator): string {
  return t("errors.serverWith", { message: errorText(errors, error) });
}

/** The issues the server reported, translated, with the `data` prefix of update inputs dropped. */
export function serverIssues(error: unknown, errors: ErrorsTranslator): ServerIssue[] {
  return (appErrorOf(error)?.issues ?? []).map((issue) => ({ path: issue.path, message: issueText(errors, issue) }));
}
