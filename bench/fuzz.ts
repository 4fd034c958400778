/**
 * `npx tsx bench/fuzz.ts [--runs N] [--seed S]`: the long run of the REST and tRPC fuzzers (the CI
 * suites tests/rest/fuzz*.integration.test.ts run 200 cases each). Starts its own PostgreSQL
 * (Debian's, loopback, temp dir), migrates and seeds it, serves the declared routes and the tRPC
 * handler over HTTP and sends N generated requests (default 2000, or FUZZ_RUNS) to every route and
 * procedure. Prints the statuses of each; exits 1 when one failed (a status outside the allowed set, a non-JSON error, a hang,
 * or a database changed by a refused request), after fuzzing the others.
 */
import { parseArgs } from "node:util";
import { createDatabase } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { restRoutes } from "@/server/api/rest-routes";
import { seedDemo } from "@/server/seed/seed-demo";
import { testDeps } from "../tests/support/deps";
import { startTrpcServer } from "../tests/support/authz/trpc-server";
import { fuzzProcedure, trpcProcedures } from "../tests/support/fuzz/fuzz-procedure";
import { fuzzRoute, type FuzzStats } from "../tests/support/fuzz/fuzz-route";
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
      const trpc = await startTrpcServer(testDeps(db));
      try {
        const target = await prepareFuzzTarget(db, server.url, 30_000);
        const trpcTarget = await prepareFuzzTarget(db, trpc.url, 30_000);
        const jobs: [string, () => Promise<FuzzStats>][] = [
          ...restRoutes.map(
            (route) =>
              [`${route.method} ${route.path}`, () => fuzzRoute(route, target, runs, seed)] as [
                string,
                () => Promise<FuzzStats>,
              ],
          ),
          ...trpcProcedures().map(
            ({ key }) =>
              [`tRPC ${key}`, () => fuzzProcedure(key, trpcTarget, runs, seed)] as [string, () => Promise<FuzzStats>],
          ),
        ];
        let failed = 0;
        for (const [name, job] of jobs) {
          try {
            const { statuses } = await job();
            log(
              `ok   ${name}: ${Object.entries(statuses)
                .map(([status, n]) => `${status}×${n}`)
                .join(" ")}`,
            );
          } catch (error) {
            failed++;
            log(`FAIL ${name}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        log(`${jobs.length - failed} routes and procedures passed, ${failed} failed, ${runs} requests each`);
        return failed ? 1 : 0;
      } finally {
        await Promise.all([server.close(), trpc.close()]);
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
