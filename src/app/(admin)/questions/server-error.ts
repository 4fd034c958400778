import { TRPCClientError } from "@trpc/client";

type Translate = (key: string, values?: Record<string, string | number>) => string;
export type ServerIssue = { path: (string | number)[]; message: string };
type ErrorData = { code?: string; issues?: ServerIssue[] };

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

/** The issues the server reported, with the `data` prefix of update inputs dropped. */
export function serverIssues(error: unknown): ServerIssue[] {
  return (dataOf(error)?.issues ?? []).map((issue) => ({
    ...issue,
    path: issue.path[0] === "data" ? issue.path.slice(1) : issue.path,
  }));
}
