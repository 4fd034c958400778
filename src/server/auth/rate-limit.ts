import type pg from "pg";
import { RateLimitedError } from "@/server/errors/domain-error";
import { clientIp } from "@/server/http/client-ip";
import type { Limit, RateLimits } from "./rate-limit-config";
import { currentFailures, limitKey, recordFailure, type Count } from "./rate-limit-store";

async function refuseIfOver(pool: pg.Pool, checks: [key: string, limit: Limit][]): Promise<void> {
  const counts = await Promise.all(checks.map(([key]) => currentFailures(pool, key)));
  const over = counts.filter((c, i) => c.count >= checks[i]![1].max);
  if (over.length) throw new RateLimitedError(Math.max(...over.map((c) => c.retryAfterSeconds)));
}

/**
 * Wraps a bearer-token check, which also reads the address's failures (`failuresKey`) so that a
 * request costs one statement. A valid token is always accepted: tokens carry 256 random bits, so
 * refusing them adds nothing against guessing and would let one failing client lock out everyone
 * behind its address. Failures are counted; past the limit, failed checks answer 429 (without
 * counting further) until the window ends.
 */
export async function limitTokenCheck<T>(
  pool: pg.Pool,
  request: Request,
  limits: RateLimits,
  check: (failuresKey: string) => Promise<{ user: T | null; failures: Count }>,
): Promise<T | null> {
  const key = limitKey("token-ip", clientIp(request));
  const { user, failures } = await check(key);
  if (user) return user;
  if (failures.count >= limits.tokenFailuresPerIp.max) throw new RateLimitedError(failures.retryAfterSeconds);
  const { count, retryAfterSeconds } = await recordFailure(pool, key, limits.tokenFailuresPerIp);
  if (count > limits.tokenFailuresPerIp.max) throw new RateLimitedError(retryAfterSeconds);
  return null;
}

/**
 * Wraps next-auth's credentials callback: refused with 429 while the e-mail or the address has
 * used up its failed sign-ins; a failure (next-auth answers 401) counts against both.
 */
export async function limitSignIn(pool: pg.Pool, request: Request, limits: RateLimits, signIn: () => Promise<Response>): Promise<Response> {
  const form = await request.clone().formData().catch(() => new FormData());
  const email = String(form.get("email") ?? "").trim().toLowerCase();
  const checks: [string, Limit][] = [
    [limitKey("signin-email", email), limits.signInPerEmail],
    [limitKey("signin-ip", clientIp(request)), limits.signInPerIp],
  ];
  await refuseIfOver(pool, checks);
  const response = await signIn();
  if (response.status === 401) await Promise.all(checks.map(([key, limit]) => recordFailure(pool, key, limit)));
  return response;
}
