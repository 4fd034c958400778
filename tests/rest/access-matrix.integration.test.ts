import { afterAll, beforeAll, expect, it } from "vitest";
import { restRoutes } from "@/server/http/registry";
import { createToken, revokeToken } from "@/server/tokens/service";
import { bearer, demo, demoUser } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { startRestServer } from "../support/rest-server";

/** Access is decided before parameters are read, so any value fills a path parameter. */
const pathOf = (path: string) => path.replace(/\{\w+\}/g, crypto.randomUUID());

describeEachDatabase("every REST route refuses callers without the access it declares", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let student: Record<string, string>;
  let revoked: Record<string, string>;
  beforeAll(async () => {
    const { prisma } = database();
    server = await startRestServer(testDeps(database()));
    student = await bearer(prisma, demo.sofia);
    const ana = await demoUser(prisma, demo.ana);
    const token = await createToken(prisma, ana, { name: "revoked" });
    await revokeToken(prisma, ana, token.id);
    revoked = { authorization: `Bearer ${token.token}` };
  });
  afterAll(() => server.close());

  const call = (route: (typeof restRoutes)[number], headers: Record<string, string>) =>
    fetch(`${server.url}${pathOf(route.path)}`, { method: route.method, headers: { ...headers, ...(route.body ? { "content-type": "application/json" } : {}) }, body: route.body ? "{}" : undefined });

  it("answers 401 in JSON to no one and to a revoked token, on every route", async () => {
    for (const route of restRoutes) {
      for (const headers of [{}, revoked]) {
        const response = await call(route, headers);
        expect(response.status, `${route.method} ${route.path}`).toBe(401);
        expect((await response.json()).error.code).toBe("UNAUTHORIZED");
      }
    }
  });

  it("answers 403 to a student on every route that is not the student's own", async () => {
    for (const route of restRoutes.filter((r) => (r.access ?? "staff") !== "user")) {
      const response = await call(route, student);
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
    }
  });
});
