import { TRPCClientError } from "@trpc/client";
import { RestError } from "@/lib/errors/rest-error";

/** TanStack Query's own default: three more attempts after the first. */
const maxRetries = 3;

/** The HTTP status of a failed tRPC call or REST request; undefined when none came back (the network failed). */
function statusOf(error: unknown): number | undefined {
  if (error instanceof RestError) return error.status;
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
    return typeof status === "number" ? status : undefined;
  }
  return undefined;
}

/**
 * Whether a failed query is tried again. A refusal (4xx: not found, not yours, invalid) gets the same answer every
 * time, so the page says so at once instead of after the retries' back-off (about 7 s); only a failure that may pass
 * is retried: no answer at all, a server error, a timeout (408) or a busy server (429).
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries) return false;
  const status = statusOf(error);
  return status === undefined || status >= 500 || status === 408 || status === 429;
}
