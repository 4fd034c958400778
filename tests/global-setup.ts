import type { TestProject } from "vitest/node";
import { createDatabase } from "@/server/db/client";
import { startEmbedded } from "@/server/db/embedded";
import { migrate } from "@/server/db/migrate";
import { seedDemo } from "@/server/seed/seed-demo";
import { startPgCluster } from "./support/pg-cluster";

export type TestDatabase = { name: "pglite" | "postgres"; url: string };

declare module "vitest" {
  export interface ProvidedContext {
    databases: TestDatabase[];
  }
}

async function prepare(url: string) {
  await migrate(url, { quiet: true });
  const database = createDatabase(url, { max: 1 });
  try {
    await seedDemo(database.prisma);
  } finally {
    await database.close();
  }
}

/** Every integration test runs against both: the embedded PGlite and a real PostgreSQL server. */
export default async function setup(project: TestProject) {
  const [embedded, cluster] = await Promise.all([startEmbedded(), startPgCluster()]);
  await Promise.all([prepare(embedded.url), prepare(cluster.url)]);
  project.provide("databases", [
    { name: "pglite", url: embedded.url },
    { name: "postgres", url: cluster.url },
  ]);
  return async () => {
    await embedded.stop();
    cluster.kill();
  };
}
