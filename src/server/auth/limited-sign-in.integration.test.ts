import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/support/databases";
import { localTestStorage, testDeps, testRateLimits } from "../../../tests/support/deps";
import { steppedClock } from "../../../tests/support/windows";
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
    // Each test on a clock of its own, which only it moves.
    const setup = () => {
      const { clock, advance } = steppedClock();
      const deps = () => testDeps(database(), localTestStorage(), { ...limits, clock });
      const fail = async (e: string, ip: string) =>
        expect((await limitedSignIn(deps(), attempt(e, ip), answer(401))).status).toBe(401);
      const signIn = async (e: string, ip: string) => (await limitedSignIn(deps(), attempt(e, ip), answer(200))).status;
      return { deps, fail, signIn, advance };
    };
    const email = () => `${randomUUID()}@example.com`;
    const address = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}-${randomUUID()}`;

    it("refuses an e-mail from an address after its failures, with JSON, Retry-After and the page's error", async () => {
      const { deps, fail, signIn, advance } = setup();
      const [e, ip] = [email(), address()];
      await fail(e, ip);
      advance(500);
      await fail(e.toUpperCase(), ip);
      let called = false;
      const notCalled = async () => ((called = true), new Response(null, { status: 200 }));
      const refused = await limitedSignIn(deps(), attempt(e, ip), notCalled);
      expect(refused.status).toBe(429);
      expect(called).toBe(false);
      const body = await refused.json();
      expect(body.error.code).toBe("TOO_MANY_REQUESTS");
      expect(new URL(body.url).searchParams.get("error")).toBe(tooManyAttempts);
      // 1.5 s of the 2 s window left: whole seconds, rounded up.
      expect(refused.headers.get("retry-after")).toBe("2");
      expect(await signIn(email(), ip)).toBe(200);
      advance(1_499);
      expect((await limitedSignIn(deps(), attempt(e, ip), answer(200))).headers.get("retry-after")).toBe("1");
      advance(1);
      expect(await signIn(e, ip)).toBe(200);
    });

    it("never locks the owner out: other addresses' failures leave a clean address signing in", async () => {
      const { fail, signIn } = setup();
      const e = email();
      for (let i = 0; i < 6; i++) await fail(e, address());
      expect(await signIn(e, address())).toBe(200);
      expect(await signIn(e, address())).toBe(200);
    });

    it("slows an e-mail failing from many addresses: those addresses share one attempt per slow window", async () => {
      const { deps, fail, signIn, advance } = setup();
      const e = email();
      const [a, b, c] = [address(), address(), address()];
      await fail(e, a);
      await fail(e, b);
      await fail(e, c);
      const slowed = await limitedSignIn(deps(), attempt(e, a), answer(200));
      expect(slowed.status).toBe(429);
      expect(Number(slowed.headers.get("retry-after"))).toBe(1);
      expect(await signIn(e, address())).toBe(200);
      // The next slow window: one attempt again for those addresses, together.
      advance(windowMs / 2);
      await fail(e, a);
      expect(await signIn(e, b)).toBe(429);
    });

    it("refuses an address after its failures, whatever the e-mail, and does not count successes", async () => {
      const { fail, signIn } = setup();
      const ip = address();
      for (let i = 0; i < 4; i++) expect(await signIn(email(), ip)).toBe(200);
      for (let i = 0; i < 4; i++) await fail(email(), ip);
      expect(await signIn(email(), ip)).toBe(429);
      expect(await signIn(email(), address())).toBe(200);
    });
  },
  // Addresses, e-mails and clocks of their own: they run at once.
  { concurrent: true },
);
