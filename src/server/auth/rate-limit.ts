import type { Database } from "@/server/db/client";
import { RateLimitedError } from "@/server/errors/domain-error";
import type { ApiRequest } from "@/server/http/api-request";
import { clientIp } from "@/server/http/client-ip";
import type { Limit, RateLimits } from "./rate-limit-config";
import { currentFailuresOf, limitKey, recordFailure, type Count } from "./rate-limit-store";

/**
 * Wraps a bearer-token check, which also reads the address's failures (`failuresKey`) so that a
 * request costs one statement. A valid token is always accepted: tokens carry 256 random bits, so
 * refusing them adds nothing against guessing and would let one failing client lock out everyone
 * behind its address. Failures are counted; past the limit, failed checks answer 429 (without
 * counting further) until the window ends.
 */
export async function limitTokenCheck<T>(
  db: Database,
  request: ApiRequest,
  limits: RateLimits,
  check: (failuresKey: () => string, at: Date | undefined) => Promise<{ user: T | null; failures: Count }>,
): Promise<T | null> {
  const at = limits.clock?.();
  // Hashed only when read: a token the instance has verified needs no key.
  let hashed: string | undefined;
  const keyOf = () => (hashed ??= limitKey("token-ip", clientIp(request)));
  const { user, failures } = await check(keyOf, at);
  if (user) return user;
  const key = keyOf();
  if (failures.count >= limits.tokenFailuresPerIp.max) throw new RateLimitedError(failures.retryAfterSeconds);
  const { count, retryAfterSeconds } = await recordFailure(db, key, limits.tokenFailuresPerIp, at);
  if (count > limits.tokenFailuresPerIp.max) throw new RateLimitedError(retryAfterSeconds);
  return null;
}

/**
 * Wraps next-auth's credentials callback. Refused with 429 before the password is checked while
 * - this e-mail has used up its failures from this address (`signInPerEmailAndIp`), or
 * - this address has used up its failures, whatever the e-mail (`signInPerIp`), or
 * - the e-mail is failing from many addresses (`signInPerEmail`) and this address is one of them:
 *   those addresses then share `signInSlowedPerEmail` attempts, so distributed guessing slows down
 *   while the owner, from an address that has not failed, signs in as usual.
 * A failure (next-auth answers 401) counts against every key.
 */
export async function limitSignIn(
  db: Database,
  request: Request,
  limits: RateLimits,
  signIn: () => Promise<Response>,
): Promise<Response> {
  const form = await request
    .clone()
    .formData()
    .catch(() => new FormData());
  const email = String(form.get("email") ?? "")
    .trim()
    .toLowerCase();
  const ip = clientIp(request);
  const checks: [string, Limit][] = [
    [limitKey("signin-email-ip", `${email}\n${ip}`), limits.signInPerEmailAndIp],
    [limitKey("signin-ip", ip), limits.signInPerIp],
    [limitKey("signin-email", email), limits.signInPerEmail],
    [limitKey("signin-email-slowed", email), limits.signInSlowedPerEmail],
  ];
  const at = limits.clock?.();
  const [pair, address, byEmail, slowed] = await currentFailuresOf(
    db,
    checks.map(([key]) => key),
    at,
  );
  const emailUnderAttack = byEmail!.count >= limits.signInPerEmail.max && pair!.count > 0;
  const over = [
    pair!.count >= limits.signInPerEmailAndIp.max && pair!,
    address!.count >= limits.signInPerIp.max && address!,
    emailUnderAttack && slowed!.count >= limits.signInSlowedPerEmail.max && slowed!,
  ].filter((c): c is Count => Boolean(c));
  if (over.length) throw new RateLimitedError(Math.max(...over.map((c) => c.retryAfterSeconds)));
  const response = await signIn();
  if (response.status === 401) await Promise.all(checks.map(([key, limit]) => recordFailure(db, key, limit, at)));
  return response;
}
