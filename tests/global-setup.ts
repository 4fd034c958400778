import type { TestProject } from "vitest/node";
import { createDatabase } from "@/server/db/client";
import { startEmbedded } from "@/server/db/embedded";
import { migrate } from "@/server/db/migrate";
import { seedDemo } from "@/server/seed/seed-demo";
import { startOfUtcDay } from "@/server/seed/time";
import { startPgCluster } from "./support/pg-cluster";
import { testClockSince, testNowIso } from "./support/test-now";

export type TestDatabase = { name: "pglite" | "postgres"; url: string };

declare module "vitest" {
  export interface ProvidedContext {
    databases: TestDatabase[];
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

/** Every integration test runs against both: the embedded PGlite and a real PostgreSQL server. */
export default async function setup(project: TestProject) {
  // The suite's date (APP_NOW, docs/testing.md), which vitest.config.ts also gives the test workers' app clock.
  process.env.APP_NOW = testNowIso();
  testClockSince();
  const now = startOfUtcDay(new Date(process.env.APP_NOW));
  const chosen = chosenDatabases();
  const [embedded, cluster] = await Promise.all([
    chosen.includes("pglite") ? startEmbedded() : null,
    chosen.includes("postgres") ? startPgCluster() : null,
  ]);
  await Promise.all([embedded && prepare(embedded.url, now), cluster && prepare(cluster.url, now)]);
  const databases: TestDatabase[] = [];
  if (embedded) databases.push({ name: "pglite", url: embedded.url });
  if (cluster) databases.push({ name: "postgres", url: cluster.url });
  project.provide("databases", databases);
  project.provide("seedNow", now.toISOString());
  return async () => {
    await embedded?.stop();
    cluster?.kill();
  };
}
