import { env } from "@/server/env";
import { createDatabase, type Database } from "./client";
import { isEmbeddedUrl } from "./embedded";
import { ReplicaSet } from "./replica-set";

const globalForDb = globalThis as unknown as { appDatabase?: Database; appReplicas?: ReplicaSet | null };

/** The app's database. The launcher (scripts/start.ts) sets DATABASE_URL, also for the embedded one. */
export function db(): Database {
  if (!globalForDb.appDatabase) {
    const { DATABASE_URL: url, DB_POOL_MAX } = env();
    if (!url)
      throw new Error("DATABASE_URL is not set: start the app with `npm start`, which serves the embedded database.");
    globalForDb.appDatabase = createDatabase(url, { max: DB_POOL_MAX });
  }
  return globalForDb.appDatabase;
}

/** The primary with its replicas (DATABASE_REPLICA_URLS); none for the embedded database, which has no replicas. */
export function replicas(): ReplicaSet | undefined {
  if (globalForDb.appReplicas === undefined) {
    const { DATABASE_URL: url, DATABASE_REPLICA_URLS: urls, DB_POOL_MAX, REPLICA_MAX_LAG_MS } = env();
    globalForDb.appReplicas =
      url && !isEmbeddedUrl(url) && urls.length
        ? new ReplicaSet(
            db(),
            urls.map((replica) => createDatabase(replica, { max: DB_POOL_MAX })),
            { maxLagMs: REPLICA_MAX_LAG_MS },
          )
        : null;
  }
  return globalForDb.appReplicas ?? undefined;
}
