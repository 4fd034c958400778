import type { AppIssue } from "./app-issue";
import { appErrorOf } from "./app-error-of";

/** The `errors` namespace's translator, as useTranslations("errors") or getTranslations("errors") return it. */
export type ErrorsTranslator = {
  (key: string, values?: AppIssue["params"]): string;
  has(key: string): boolean;
};

/** The message of a code, or the generic one for a code this browser does not know yet. */
export const codeText = (t: ErrorsTranslator, code: string, params?: AppIssue["params"]) =>
  t.has(code) ? t(code, params) : t("invalid");

/** An issue's message, by its code; never the server's sentence. */
export const issueText = (t: ErrorsTranslator, issue: Pick<AppIssue, "code" | "params">) =>
  codeText(t, issue.code, issue.params);

/** A failed tRPC call's message, by its reason; anything without an answer is a network failure. */
export function errorText(t: ErrorsTranslator, error: unknown): string {
  const app = appErrorOf(error);
  return app ? codeText(t, app.code, app.params) : t("network");
}
