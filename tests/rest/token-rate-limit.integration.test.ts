import { randomInt } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { localTestStorage, testDeps, testRateLimits } from "../support/deps";
import { startRestServer } from "../support/rest-server";
import { atWindowStart, sleepSeconds } from "../support/windows";

const windowMs = 2_000;
const limits = { ...testRateLimits, tokenFailuresPerIp: { max: 2, windowMs } };

describeEachDatabase("failed bearer-token checks are limited per client address", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let valid: Record<string, string>;
  // Addresses of their own, so that other test files' bad tokens never share these counters.
  const address = () => `198.51.100.${randomInt(1, 255)}, 203.0.113.${randomInt(1, 255)}`;
  beforeAll(async () => {
    server = await startRestServer(testDeps(database(), localTestStorage(), limits));
    valid = await bearer(database().prisma, demo.ana);
  });
  afterAll(() => server.close());

  const me = (headers: Record<string, string>, ip: string) => fetch(`${server.url}/api/me`, { headers: { ...headers, "x-forwarded-for": ip } });

  it("refuses every token from an address past its failures, a valid one too, until the window ends", async () => {
    const ip = address();
    await atWindowStart(windowMs);
    expect((await me({ authorization: "Bearer lpa_guess-1" }, ip)).status).toBe(401);
    expect((await me({ authorization: "Bearer not-even-a-token" }, ip)).status).toBe(401);
    const refused = await me(valid, ip);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe("TOO_MANY_REQUESTS");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    expect((await me({ authorization: "Bearer lpa_guess-2" }, ip)).status).toBe(429);
    expect((await me(valid, address())).status).toBe(200);
    await sleepSeconds(retryAfter);
    expect((await me(valid, ip)).status).toBe(200);
  });

  it("does not count successes", async () => {
    const ip = address();
    await atWindowStart(windowMs);
    for (let i = 0; i < 4; i++) expect((await me(valid, ip)).status).toBe(200);
    expect((await me({ authorization: "Bearer lpa_guess" }, ip)).status).toBe(401);
  });
});
