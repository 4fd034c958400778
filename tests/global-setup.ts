import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase } from "@/server/db/client";
import { startEmbedded } from "@/server/db/embedded";
import { migrate } from "@/server/db/migrate";
import { seedDemo } from "@/server/seed/seed-demo";
import { startOfUtcDay } from "@/server/seed/time";
import { embeddedCopies, type EmbeddedCopy } from "./support/embedded-copies";
import { startPgCluster } from "./support/pg-cluster";
import { testClockSince, testNowIso } from "./support/test-now";

export type TestDatabase = { name: "pglite" | "postgres"; url: string };

declare module "vitest" {
  export interface ProvidedContext {
    /** One pair of databases per worker slot (VITEST_POOL_ID 1…n): files running at once never share data. */
    databaseSlots: TestDatabase[][];
    /** The reference "now" both databases were seeded around (ISO 8601), fixed before either seed starts. */
    seedNow: string;
  }
}

async function prepare(url: string, now: Date) {
  await migrate(url, { quiet: true });
  const database = createDatabase(url, { max: 1 });
  try {
    await seedDemo(database.prisma, { now });
  } finally {
    await database.close();
  }
}

/** The databases a run uses: both, unless TEST_DATABASES names one (docs/testing.md). */
function chosenDatabases(): TestDatabase["name"][] {
  const value = process.env.TEST_DATABASES;
  if (!value) return ["pglite", "postgres"];
  const names = value.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => name !== "pglite" && name !== "postgres");
  if (unknown.length || names.length === 0) {
    throw new Error(`TEST_DATABASES must be pglite, postgres or both (comma-separated), got "${value}"`);
  }
  return names as TestDatabase["name"][];
}

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** PostgreSQL copies a seeded database file by file: far cheaper than migrating and seeding each worker's. */
async function postgresSlots(serverUrl: string, now: Date, count: number): Promise<string[]> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query("CREATE DATABASE seeded");
    await prepare(withDatabaseName(serverUrl, "seeded"), now);
    const names = Array.from({ length: count }, (_, i) => `slot_${i + 1}`);
    for (const name of names) await admin.query(`CREATE DATABASE ${name} TEMPLATE seeded`);
    return names.map((name) => withDatabaseName(serverUrl, name));
  } finally {
    await admin.end();
  }
}

/** PGlite's copies start from a tarball of one seeded here, each in a process of its own. */
async function embeddedSlots(now: Date, count: number): Promise<EmbeddedCopy[]> {
  const seeder = await startEmbedded();
  try {
    await prepare(seeder.url, now);
    return await embeddedCopies(await seeder.dump(), count);
  } finally {
    await seeder.stop();
  }
}

/** Every integration test runs against both: the embedded PGlite and a real PostgreSQL server. */
export default async function setup(project: TestProject) {
  // The suite's date (APP_NOW, docs/testing.md), which vitest.config.ts also gives the test workers' app clock.
  process.env.APP_NOW = testNowIso();
  testClockSince();
  const now = startOfUtcDay(new Date(process.env.APP_NOW));
  const chosen = chosenDatabases();
  const count = Math.max(1, project.globalConfig.maxWorkers);
  const cluster = chosen.includes("postgres") ? await startPgCluster() : null;
  // A daemon of its own, which would outlive a vitest stopped before its teardown (Ctrl-C, or `npm test` stopping
  // this phase because another failed), even during this setup: stopped on the process's exit (kill -9 aside).
  // The PGlite copies end with this process by themselves (embedded-copies.ts).
  if (cluster) process.once("exit", cluster.kill);
  const [embedded, postgres] = await Promise.all([
    chosen.includes("pglite") ? embeddedSlots(now, count) : null,
    cluster ? postgresSlots(cluster.url, now, count) : null,
  ]);
  const slots = Array.from({ length: count }, (_, i): TestDatabase[] => [
    ...(embedded ? [{ name: "pglite" as const, url: embedded[i]!.url }] : []),
    ...(postgres ? [{ name: "postgres" as const, url: postgres[i]! }] : []),
  ]);
  project.provide("databaseSlots", slots);
  project.provide("seedNow", now.toISOString());
  return async () => {
    for (const copy of embedded ?? []) copy.stop();
    if (cluster) process.off("exit", cluster.kill);
    cluster?.kill();
  };
}
