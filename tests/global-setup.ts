import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase } from "@/server/db/client";
import { startEmbedded, type EmbeddedServer } from "@/server/db/embedded";
import { migrate } from "@/server/db/migrate";
import { seedDemo } from "@/server/seed/seed-demo";
import { startOfUtcDay } from "@/server/seed/time";
import { startPgCluster } from "./support/pg-cluster";

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

/** PGlite's copies start from a tarball of the first one, seeded once. */
async function embeddedSlots(now: Date, count: number): Promise<EmbeddedServer[]> {
  const first = await startEmbedded();
  await prepare(first.url, now);
  const seeded = await first.dump();
  const rest = await Promise.all(Array.from({ length: count - 1 }, () => startEmbedded(undefined, { from: seeded })));
  return [first, ...rest];
}

/** Every integration test runs against both: the embedded PGlite and a real PostgreSQL server. */
export default async function setup(project: TestProject) {
  // Pinned once: a run that starts just before midnight UTC must not seed a day the tests do not expect.
  const now = startOfUtcDay(new Date());
  const count = Math.max(1, project.globalConfig.maxWorkers);
  const cluster = await startPgCluster();
  const [embedded, postgres] = await Promise.all([embeddedSlots(now, count), postgresSlots(cluster.url, now, count)]);
  project.provide(
    "databaseSlots",
    embedded.map((server, i): TestDatabase[] => [
      { name: "pglite", url: server.url },
      { name: "postgres", url: postgres[i]! },
    ]),
  );
  project.provide("seedNow", now.toISOString());
  return async () => {
    await Promise.all(embedded.map((server) => server.stop()));
    cluster.kill();
  };
}
