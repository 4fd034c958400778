import type { Database } from "@/server/db/client";
import type { ReplicaSet } from "@/server/db/replica-set";
import { verifiedCache } from "./verified-cache";

/**
 * After a request's write has committed: the writer's next reads wait for a replica that has it (read-your-writes,
 * on every instance), and this instance checks its verified callers again until it has heard what the write changed
 * (a token revoked here is refused here at once, not only within the window of the other instances).
 */
export async function afterWrite(deps: { db: Database; replicas?: ReplicaSet }, userId: string): Promise<void> {
  verifiedCache(deps.db).wrote();
  await deps.replicas?.wrote(userId);
}
