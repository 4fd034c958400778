import { TRPCClientError } from "@trpc/client";
import { fieldKey, type FieldErrors } from "./form-errors";

type Translate = (key: string, values?: Record<string, string | number>) => string;
type ErrorData = { code?: string; issues?: { path: (string | number)[]; message: string }[] };

const dataOf = (error: unknown): ErrorData | undefined =>
  error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;

/** A sentence for an alert: permission and not-found are translated, other errors keep the server's message. */
export function serverErrorMessage(error: unknown, t: Translate): string {
  const code = dataOf(error)?.code;
  if (code === "FORBIDDEN") return t("errors.forbidden");
  if (code === "NOT_FOUND") return t("errors.notFound");
  const message = error instanceof Error ? error.message : "";
  return message ? t("errors.serverWith", { message }) : t("errors.server");
}

/** Field issues the server reported (e.g. an unknown owner school), by field; `data.` of update inputs is dropped. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of dataOf(error)?.issues ?? []) {
    const path = issue.path[0] === "data" ? issue.path.slice(1) : issue.path;
    errors[fieldKey(path)] ??= issue.message;
  }
  return errors;
}
