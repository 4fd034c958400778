import { afterAll, beforeAll, describe, inject } from "vitest";
import { createDatabase, type Database } from "@/server/db/client";
import type { TestDatabase } from "../global-setup";

/**
 * Runs a suite once per database (embedded PGlite and PostgreSQL server). The callback gets a
 * getter because the connection opens in beforeAll.
 */
export function describeEachDatabase(title: string, suite: (database: () => Database, info: TestDatabase) => void) {
  describe.each(inject("databases"))(`${title} [$name]`, (info) => {
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
