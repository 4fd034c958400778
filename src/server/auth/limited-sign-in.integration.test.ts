import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/support/databases";
import { localTestStorage, testDeps, testRateLimits } from "../../../tests/support/deps";
import { atWindowStart, sleepSeconds } from "../../../tests/support/windows";
import { limitedSignIn } from "./limited-sign-in";
import { tooManyAttempts } from "./sign-in-errors";

const windowMs = 2_000;
const limits = {
  ...testRateLimits,
  signInPerEmailAndIp: { max: 2, windowMs },
  signInPerIp: { max: 4, windowMs },
  signInPerEmail: { max: 3, windowMs },
  signInSlowedPerEmail: { max: 1, windowMs: windowMs / 2 },
};

const attempt = (email: string, ip: string) =>
  new Request("http://app.test/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    body: new URLSearchParams({ email, password: "wrong", csrfToken: "x", json: "true" }),
  });

const answer = (status: number) => async () => Response.json({ url: "http://app.test/" }, { status });

describeEachDatabase(
  "failed sign-ins: limited per e-mail and address, per address, slowed per e-mail",
  (database) => {
    const deps = () => testDeps(database(), localTestStorage(), limits);
    const email = () => `${randomUUID()}@example.com`;
    const address = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}-${randomUUID()}`;
    const fail = async (e: string, ip: string) =>
      expect((await limitedSignIn(deps(), attempt(e, ip), answer(401))).status).toBe(401);
    const signIn = async (e: string, ip: string) => (await limitedSignIn(deps(), attempt(e, ip), answer(200))).status;

    it("refuses an e-mail from an address after its failures, with JSON, Retry-After and the page's error", async () => {
      const [e, ip] = [email(), address()];
      await atWindowStart(windowMs);
      await fail(e, ip);
      await fail(e.toUpperCase(), ip);
      let called = false;
      const notCalled = async () => ((called = true), new Response(null, { status: 200 }));
      const refused = await limitedSignIn(deps(), attempt(e, ip), notCalled);
      expect(refused.status).toBe(429);
      expect(called).toBe(false);
      const body = await refused.json();
      expect(body.error.code).toBe("TOO_MANY_REQUESTS");
      expect(new URL(body.url).searchParams.get("error")).toBe(tooManyAttempts);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
      expect(await signIn(email(), ip)).toBe(200);
      await sleepSeconds(retryAfter);
      expect(await signIn(e, ip)).toBe(200);
    });

    it("never locks the owner out: other addresses' failures leave a clean address signing in", async () => {
      const e = email();
      await atWindowStart(windowMs);
      for (let i = 0; i < 6; i++) await fail(e, address());
      expect(await signIn(e, address())).toBe(200);
      expect(await signIn(e, address())).toBe(200);
    });

    it("slows an e-mail failing from many addresses: those addresses share one attempt per slow window", async () => {
      const e = email();
      const [a, b, c] = [address(), address(), address()];
      await atWindowStart(windowMs);
      await fail(e, a);
      await fail(e, b);
      await fail(e, c);
      const slowed = await limitedSignIn(deps(), attempt(e, a), answer(200));
      expect(slowed.status).toBe(429);
      expect(Number(slowed.headers.get("retry-after"))).toBe(1);
      expect(await signIn(e, address())).toBe(200);
      await sleepSeconds(1);
      await fail(e, a);
      expect(await signIn(e, b)).toBe(429);
    });

    it("refuses an address after its failures, whatever the e-mail, and does not count successes", async () => {
      const ip = address();
      await atWindowStart(windowMs);
      for (let i = 0; i < 4; i++) expect(await signIn(email(), ip)).toBe(200);
      for (let i = 0; i < 4; i++) await fail(email(), ip);
      expect(await signIn(email(), ip)).toBe(429);
      expect(await signIn(email(), address())).toBe(200);
    });
  },
  // Each test waits for a window of the clock, on addresses of its own: run at once, the waits overlap.
  { concurrent: true },
);
