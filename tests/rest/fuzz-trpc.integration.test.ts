import { afterAll, beforeAll, expect, it } from "vitest";
import { seedDemo } from "@/server/seed/seed-demo";
import { startTrpcServer } from "../support/authz/trpc-server";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { fuzzProcedure, trpcProcedures } from "../support/fuzz/fuzz-procedure";
import type { FuzzTarget } from "../support/fuzz/fuzz-route";
import { prepareFuzzTarget } from "../support/fuzz/fuzz-target";

// As the REST fuzzer: FUZZ_RUNS inputs per procedure on PostgreSQL, FUZZ_RUNS_PGLITE on the slower single-session PGlite.
const runs = { postgres: Number(process.env.FUZZ_RUNS ?? 80), pglite: Number(process.env.FUZZ_RUNS_PGLITE ?? 20) };
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

describeEachDatabase("every tRPC procedure under generated bad input", (database, info) => {
  let server: Awaited<ReturnType<typeof startTrpcServer>>;
  let target: FuzzTarget;
  beforeAll(async () => {
    server = await startTrpcServer(testDeps(database()));
    target = await prepareFuzzTarget(database(), server.url, 15_000);
  });
  afterAll(async () => {
    await server.close();
    await target.changes.remove();
    // Successful mutations rename and re-own seeded records: later files expect the demo data.
    await seedDemo(database().prisma);
  });

  it.each(trpcProcedures().map((p) => [p.key] as const))(
    "%s",
    async (key) => {
      const stats = await fuzzProcedure(key, target, runs[info.name], seed);
      expect(stats.runs).toBe(runs[info.name]);
    },
    20 * 60_000,
  );
});
