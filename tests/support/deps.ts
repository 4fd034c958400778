import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AppDeps } from "@/server/app-deps";
import type { RateLimits } from "@/server/auth/rate-limit-config";
import type { AuthUser } from "@/server/auth/user";
import type { Ctx } from "@/server/context";
import type { Database } from "@/server/db/client";
import { httpLimits, type HttpLimits } from "@/server/http/http-limits";
import { LocalStorage } from "@/server/storage/local-storage";
import type { ObjectStorage } from "@/server/storage/object-storage";
import { scopeFor } from "@/server/scope/scope";

export const testSecret = "test-secret-test-secret-test-secret-0000";

export function localTestStorage(): LocalStorage {
  return new LocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "uploads-")), testSecret);
}

const unlimited = { max: 1_000_000_000, windowMs: 60_000 };
/** Out of the way of tests that send many bad tokens from one address; the rate-limit tests set their own. */
export const testRateLimits: RateLimits = {
  signInPerEmailAndIp: unlimited,
  signInPerIp: unlimited,
  signInPerEmail: unlimited,
  signInSlowedPerEmail: unlimited,
  tokenFailuresPerIp: unlimited,
};

/**
 * Out of the way of tests that run many reports at once; the slow-client tests set their own.
 * Made on use: reading the environment at import would fix it before a test file stubs a variable.
 */
const testHttpLimits = (): HttpLimits => ({ ...httpLimits({}), heavyPerUser: 1_000_000 });

export const testDeps = (
  db: Database,
  storage: ObjectStorage = localTestStorage(),
  rateLimits: RateLimits = testRateLimits,
): AppDeps => ({ db, storage, rateLimits, http: testHttpLimits() });

/** The service context of a caller, as a route or procedure builds it after authorization. */
export async function testCtx(deps: AppDeps, user: AuthUser, origin = "http://localhost"): Promise<Ctx> {
  return { ...deps, scope: await scopeFor(deps.db, user), origin };
}
