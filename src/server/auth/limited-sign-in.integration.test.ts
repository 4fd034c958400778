import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/support/databases";
import { localTestStorage, testDeps, testRateLimits } from "../../../tests/support/deps";
import { atWindowStart, sleepSeconds } from "../../../tests/support/windows";
import { limitedSignIn } from "./limited-sign-in";
import { tooManyAttempts } from "./sign-in-errors";

const windowMs = 2_000;
const limits = { ...testRateLimits, signInPerEmail: { max: 2, windowMs }, signInPerIp: { max: 3, windowMs } };

const attempt = (email: string, ip: string) =>
  new Request("http://app.test/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    body: new URLSearchParams({ email, password: "wrong", csrfToken: "x", json: "true" }),
  });

const answer = (status: number) => async () => Response.json({ url: "http://app.test/" }, { status });

describeEachDatabase("failed sign-ins are limited per e-mail and per client address", (database) => {
  const deps = () => testDeps(database(), localTestStorage(), limits);
  const fresh = () => ({ email: `${randomUUID()}@example.com`, ip: `192.0.2.${Math.floor(Math.random() * 250) + 1}-${randomUUID()}` });

  it("refuses an e-mail after its failures with JSON, Retry-After and the page's error, and takes it again after the window", async () => {
    const { email, ip } = fresh();
    await atWindowStart(windowMs);
    expect((await limitedSignIn(deps(), attempt(email, ip), answer(401))).status).toBe(401);
    expect((await limitedSignIn(deps(), attempt(email.toUpperCase(), ip), answer(401))).status).toBe(401);
    let called = false;
    const refused = await limitedSignIn(deps(), attempt(email, ip), async () => ((called = true), new Response(null, { status: 200 })));
    expect(refused.status).toBe(429);
    expect(called).toBe(false);
    const body = await refused.json();
    expect(body.error.code).toBe("TOO_MANY_REQUESTS");
    expect(new URL(body.url).searchParams.get("error")).toBe(tooManyAttempts);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    await sleepSeconds(retryAfter);
    expect((await limitedSignIn(deps(), attempt(email, ip), answer(200))).status).toBe(200);
  });

  it("refuses an address after its failures, whatever the e-mail, and does not count successes", async () => {
    const { ip } = fresh();
    await atWindowStart(windowMs);
    for (let i = 0; i < 3; i++) expect((await limitedSignIn(deps(), attempt(fresh().email, ip), answer(200))).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await limitedSignIn(deps(), attempt(fresh().email, ip), answer(401))).status).toBe(401);
    expect((await limitedSignIn(deps(), attempt(fresh().email, ip), answer(200))).status).toBe(429);
    expect((await limitedSignIn(deps(), attempt(fresh().email, fresh().ip), answer(200))).status).toBe(200);
  });
});
