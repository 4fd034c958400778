import type { ErrorCodeName } from "@/lib/errors/error-codes";
import { DomainError } from "@/server/errors/domain-error";

/**
 * The one rule for a body of a type the operation does not read, on every route: 415, naming the types it does
 * (`params.accepted`, comma-separated, also in the message).
 */
export const unsupportedMediaType = (reason: ErrorCodeName, accepted: string[]) =>
  new DomainError("UNSUPPORTED_MEDIA_TYPE", reason, `Send the body as ${accepted.join(", ")}`, {
    params: { accepted: accepted.join(", ") },
  });
