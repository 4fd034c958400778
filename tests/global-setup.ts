import type { TestProject } from "vitest/node";
import { createDatabase } from "@/server/db/client";
import { startEmbedded } from "@/server/db/embedded";
import { migrate } from "@/server/db/migrate";
import { seedDemo } from "@/server/seed/seed-demo";
import { startOfUtcDay } from "@/server/seed/time";
import { startPgCluster } from "./support/pg-cluster";

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

/** Every integration test runs against both: the embedded PGlite and a real PostgreSQL server. */
export default async function setup(project: TestProject) {
  // Pinned once: a run that starts just before midnight UTC must not seed a day the tests do not expect.
  const now = startOfUtcDay(new Date());
  const [embedded, cluster] = await Promise.all([startEmbedded(), startPgCluster()]);
  await Promise.all([prepare(embedded.url, now), prepare(cluster.url, now)]);
  project.provide("databases", [
    { name: "pglite", url: embedded.url },
    { name: "postgres", url: cluster.url },
  ]);
  project.provide("seedNow", now.toISOString());
  return async () => {
    await embedded.stop();
    cluster.kill();
  };
}
