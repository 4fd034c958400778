import { appErrorOf } from "@/lib/errors/app-error-of";
import { errorText, issueText, type ErrorsTranslator } from "@/lib/errors/error-text";
import { fieldKey, type FieldErrors } from "./form-errors";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A sentence for an alert: the page's lead-in and the error's message, by its reason. */
export function serverErrorMessage(error: unknown, t: Translate, errors: ErrorsTranslator): string {
  return t("errors.serverWith", { message: errorText(errors, error) });
}

/** Field issues the server reported (e.g. an unknown owner school), translated, by field. */
export function serverFieldErrors(error: unknown, errors: ErrorsTranslator): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of appErrorOf(error)?.issues ?? []) fields[fieldKey(issue.path)] ??= issueText(errors, issue);
  return fields;
}
