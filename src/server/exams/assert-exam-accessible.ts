import type { Kdb } from "@/server/db/kysely";
import { forbidden } from "@/server/errors/domain-error";
import { accessibleExamIds } from "@/server/scope/accessible-exam-ids";
import type { Scope } from "@/server/scope/scope";

/** 403 for an existing exam the caller cannot change; `kysely` may be a transaction's, to check under its lock. */
export async function assertExamAccessible(kysely: Kdb, scope: Scope, id: string): Promise<void> {
  const [accessible] = await accessibleExamIds(kysely, scope, [id]);
  if (!accessible) throw forbidden("exam_outside_access", "This exam is outside your access");
}
