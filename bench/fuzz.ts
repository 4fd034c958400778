/**
 * `npx tsx bench/fuzz.ts [--runs N] [--seed S]`: the long run of the REST fuzzer (the CI suite
 * tests/rest/fuzz.integration.test.ts runs 200 cases per route). Starts its own PostgreSQL
 * (Debian's, loopback, temp dir), migrates and seeds it, serves the declared routes over HTTP and
 * sends N generated requests (default 2000, or FUZZ_RUNS) to every route. Prints the statuses per
 * route; exits 1 when a route failed (a status outside the allowed set, a non-JSON error, a hang,
 * or a database changed by a refused request), after fuzzing the others.
 */
import { parseArgs } from "node:util";
import { createDatabase } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { restRoutes } from "@/server/http/registry";
import { seedDemo } from "@/server/seed/seed-demo";
import { testDeps } from "../tests/support/deps";
import { fuzzRoute } from "../tests/support/fuzz/fuzz-route";
import { prepareFuzzTarget } from "../tests/support/fuzz/fuzz-target";
import { startPgCluster } from "../tests/support/pg-cluster";
import { startRestServer } from "../tests/support/rest-server";

const { values: args } = parseArgs({ options: { runs: { type: "string" }, seed: { type: "string" } } });
const runs = Number(args.runs ?? process.env.FUZZ_RUNS ?? 2000);
const seed = args.seed ? Number(args.seed) : undefined;
const log = (msg: string) => console.log(`[fuzz ${new Date().toISOString().slice(11, 19)}] ${msg}`);

async function main(): Promise<number> {
  const cluster = await startPgCluster();
  try {
    await migrate(cluster.url, { quiet: true });
    const db = createDatabase(cluster.url, { max: 4 });
    try {
      await seedDemo(db.prisma);
      const server = await startRestServer(testDeps(db));
      try {
        const target = await prepareFuzzTarget(db, server.url, 30_000);
        let failed = 0;
        for (const route of restRoutes) {
          const name = `${route.method} ${route.path}`;
          try {
            const { statuses } = await fuzzRoute(route, target, runs, seed);
            log(`ok   ${name}: ${Object.entries(statuses).map(([status, n]) => `${status}×${n}`).join(" ")}`);
          } catch (error) {
            failed++;
            log(`FAIL ${name}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        log(`${restRoutes.length - failed} routes passed, ${failed} failed, ${runs} requests each`);
        return failed ? 1 : 0;
      } finally {
        await server.close();
      }
    } finally {
      await db.close();
    }
  } finally {
    cluster.kill();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
