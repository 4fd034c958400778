import type { Prisma } from "@/generated/prisma/client";
import type { AuthUser } from "@/server/auth/user";
import type { Tx } from "@/server/db/client";
import { now } from "@/server/time/now";
import type { AuditAction } from "./schema";

export type AuditChange = {
  action: AuditAction;
  entityId: string | number;
  /** The schools whose admins may read the entry. */
  schoolIds: readonly string[];
  before?: unknown;
  after?: unknown;
};

/** Snapshots are built from chosen fields; this is the safety net should one ever carry a credential. */
const secretKey = /^(password|password_?hash|token|token_?hash|secret)$/i;

function toJson(value: unknown): Prisma.InputJsonValue | undefined {
  if (value === undefined || value === null) return undefined;
  return JSON.parse(
    JSON.stringify(value, (key, v: unknown) => (secretKey.test(key) ? undefined : v)),
  ) as Prisma.InputJsonValue;
}

/**
 * Appends entries for writes to the audit log. Call it with the transaction of the write, so the
 * entry commits or rolls back with it. A null actor is the system (e.g. a completed upload).
 */
export async function recordAudit(tx: Tx, actor: AuthUser | null, ...changes: AuditChange[]): Promise<void> {
  if (changes.length === 0) return;
  const credential = actor?.credential;
  // The app's clock, not the database's: a test server on a pinned date logs its writes on that date.
  const at = now();
  await tx.auditEntry.createMany({
    data: changes.map((change) => ({
      at,
      actorUserId: actor?.id ?? null,
      actorKind: actor ? (credential?.kind ?? "SESSION") : "SYSTEM",
      tokenId: credential?.kind === "TOKEN" ? credential.tokenId : null,
      action: change.action,
      entityType: change.action.slice(0, change.action.indexOf(".")),
      entityId: String(change.entityId),
      schoolIds: [...new Set(change.schoolIds)],
      before: toJson(change.before),
      after: toJson(change.after),
    })),
  });
}
