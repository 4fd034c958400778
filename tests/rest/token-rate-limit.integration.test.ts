import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { startTrpcServer } from "../support/authz/trpc-server";
import { describeEachDatabase } from "../support/databases";
import { localTestStorage, testDeps, testRateLimits } from "../support/deps";
import { startRestServer } from "../support/rest-server";
import { steppedClock } from "../support/windows";

const windowMs = 2_000;
const limits = { ...testRateLimits, tokenFailuresPerIp: { max: 2, windowMs } };

type Server = { url: string; close: () => Promise<void> };
type Transport = { name: string; start: typeof startRestServer; path: string; errorCode: (body: unknown) => unknown };

const transports: Transport[] = [
  {
    name: "REST",
    start: startRestServer,
    path: "/api/me",
    errorCode: (body) => (body as { error: { code: string } }).error.code,
  },
  {
    name: "tRPC",
    start: startTrpcServer,
    path: "/api/trpc/me.get",
    errorCode: (body) => (body as { error: { data: { code: string } } }).error.data.code,
  },
];

describeEachDatabase("failed bearer-token checks are limited per client address", (database) => {
  describe.each(transports)("over $name", (transport) => {
    let server: Server;
    let valid: Record<string, string>;
    // The server's windows' clock, which only the first test moves: the tests run one after another.
    const { clock, advance } = steppedClock();
    // Addresses of their own, so that other test files' bad tokens never share these counters.
    const address = () => `198.51.100.${randomInt(1, 255)}, 203.0.113.${randomInt(1, 255)}-${randomInt(1e9)}`;
    beforeAll(async () => {
      server = await transport.start(testDeps(database(), localTestStorage(), { ...limits, clock }));
      valid = await bearer(database().prisma, demo.ana);
    });
    afterAll(() => server.close());

    const call = (headers: Record<string, string>, ip: string) =>
      fetch(`${server.url}${transport.path}`, { headers: { ...headers, "x-forwarded-for": ip } });

    it("answers 429 to further failed checks from an address past its limit, until the window ends", async () => {
      const ip = address();
      expect((await call({ authorization: "Bearer lpa_guess-1" }, ip)).status).toBe(401);
      expect((await call({ authorization: "Basic abc" }, ip)).status).toBe(401);
      const refused = await call({ authorization: "Bearer not-even-a-token" }, ip);
      expect(refused.status).toBe(429);
      expect(transport.errorCode(await refused.json())).toBe("TOO_MANY_REQUESTS");
      if (transport.name === "REST") expect(refused.headers.get("retry-after")).toBe(String(windowMs / 1000));
      expect((await call({ authorization: "Bearer lpa_guess-2" }, ip)).status).toBe(429);
      expect((await call({ authorization: "Bearer lpa_guess-3" }, address())).status).toBe(401);
      advance(windowMs);
      expect((await call({ authorization: "Bearer lpa_guess-4" }, ip)).status).toBe(401);
    });

    it("never refuses a valid token because of failures from the same address", async () => {
      const ip = address();
      for (let i = 0; i < 4; i++) await call({ authorization: `Bearer lpa_broken-job-${i}` }, ip);
      expect((await call({ authorization: "Bearer lpa_broken-job" }, ip)).status).toBe(429);
      const answer = await call(valid, ip);
      expect(answer.status).toBe(200);
      expect(JSON.stringify(await answer.json())).toContain(demo.ana);
    });

    it("does not count successes", async () => {
      const ip = address();
      for (let i = 0; i < 4; i++) expect((await call(valid, ip)).status).toBe(200);
      expect((await call({ authorization: "Bearer lpa_guess" }, ip)).status).toBe(401);
    });
  });
});
