import { TRPCClientError } from "@trpc/client";
import { toAppError, type AppError, type WireError } from "./app-issue";
import { RestError } from "./rest-error";

/** A failed tRPC call or REST request as an AppError; undefined for anything else (a network failure has no data). */
export function appErrorOf(error: unknown): AppError | undefined {
  if (error instanceof RestError) return error.app;
  if (!(error instanceof TRPCClientError)) return undefined;
  return toAppError(error.data as WireError | undefined);
}
