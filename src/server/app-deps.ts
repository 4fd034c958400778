import { rateLimitsFromEnv, type RateLimits } from "@/server/auth/rate-limit-config";
import { db, replicas } from "@/server/db";
import type { Database } from "@/server/db/client";
import type { ReplicaSet } from "@/server/db/replica-set";
import { storage } from "@/server/storage";
import type { HttpLimits } from "@/server/http/http-limits";
import type { ObjectStorage } from "@/server/storage/object-storage";

/**
 * What services need from the outside world; tests pass their own (both databases, S3, limits).
 * `http` unset: the limits of the environment (httpLimits). `replicas` unset: every read on `db`.
 */
export type AppDeps = {
  db: Database;
  storage: ObjectStorage;
  rateLimits: RateLimits;
  http?: HttpLimits;
  replicas?: ReplicaSet;
};

export const appDeps = (): AppDeps => ({
  db: db(),
  storage: storage(),
  rateLimits: rateLimitsFromEnv(),
  replicas: replicas(),
});
