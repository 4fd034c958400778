import { afterAll, beforeAll, expect, it } from "vitest";
import { restRoutes } from "@/server/api/rest-routes";
import { seedDemo } from "@/server/seed/seed-demo";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { fuzzRoute, type FuzzTarget } from "../support/fuzz/fuzz-route";
import { prepareFuzzTarget } from "../support/fuzz/fuzz-target";
import { startRestServer } from "../support/rest-server";

// FUZZ_RUNS requests per route on PostgreSQL; the single-session PGlite gets FUZZ_RUNS_PGLITE (fewer, for CI time).
const runs = { postgres: Number(process.env.FUZZ_RUNS ?? 80), pglite: Number(process.env.FUZZ_RUNS_PGLITE ?? 20) };
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const timeoutMs = 15_000;

describeEachDatabase("every REST route under generated bad input", (database, info) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let target: FuzzTarget;
  beforeAll(async () => {
    server = await startRestServer(testDeps(database()));
    target = await prepareFuzzTarget(database(), server.url, timeoutMs);
  });
  afterAll(async () => {
    await server.close();
    await target.changes.remove();
    // The fuzzer's successful writes rename, re-own and revoke seeded records: later files expect the demo data.
    await seedDemo(database().prisma);
  });

  it.each(restRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s",
    async (_, route) => {
      const stats = await fuzzRoute(route, target, runs[info.name], seed);
      expect(stats.runs).toBe(runs[info.name]);
    },
    20 * 60_000,
  );
});
