import { afterAll, beforeAll, describe, inject } from "vitest";
import { createDatabase, type Database } from "@/server/db/client";
import type { TestDatabase } from "../global-setup";

/** This worker's databases: the files that run at once each have their own pair (tests/global-setup.ts). */
export function testDatabases(): TestDatabase[] {
  const slots = inject("databaseSlots");
  return slots[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % slots.length]!;
}

/**
 * This worker's PostgreSQL server database, for tests of what the embedded one does not have; none when the run
 * was narrowed to PGlite (TEST_DATABASES, docs/testing.md).
 */
export const postgresDatabase = (): TestDatabase | undefined => testDatabases().find((d) => d.name === "postgres");

/**
 * Runs a suite once per database (embedded PGlite and PostgreSQL server). The callback gets a
 * getter because the connection opens in beforeAll. `concurrent` runs both databases' suites, and every test in
 * them, at once: for tests that mostly wait (on a clock window, say) and share no rows.
 */
export function describeEachDatabase(
  title: string,
  suite: (database: () => Database, info: TestDatabase) => void,
  options: { concurrent?: boolean } = {},
) {
  (options.concurrent ? describe.concurrent : describe).each(testDatabases())(`${title} [$name]`, (info) => {
    let database: Database | undefined;
    beforeAll(() => {
      database = createDatabase(info.url, { max: info.name === "pglite" ? 1 : 10 });
    });
    afterAll(async () => {
      await database?.close();
    });
    suite(() => {
      if (!database) throw new Error("database not open yet");
      return database;
    }, info);
  });
}
