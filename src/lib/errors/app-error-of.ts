import { TRPCClientError } from "@trpc/client";
import type { AppError, AppIssue } from "./app-issue";
import { RestError } from "./rest-error";

type ErrorData = { code?: string; reason?: string; params?: AppError["params"]; issues?: AppIssue[] };

/**
 * A failed tRPC call or REST request as an AppError; undefined for anything else (a network failure has no data).
 * Update inputs nest their fields under `data`: the prefix is dropped so paths match the form's fields.
 */
export function appErrorOf(error: unknown): AppError | undefined {
  if (error instanceof RestError) return error.app;
  if (!(error instanceof TRPCClientError)) return undefined;
  const data = error.data as ErrorData | undefined;
  if (!data?.code) return undefined;
  const issues = (data.issues ?? []).map((issue) => ({
    ...issue,
    path: issue.path[0] === "data" ? issue.path.slice(1) : issue.path,
  }));
  return { category: data.code, code: data.reason ?? data.code.toLowerCase(), params: data.params, issues };
}
