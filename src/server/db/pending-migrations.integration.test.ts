import pg from "pg";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { now } from "@/server/time/now";
import { committedMigrations, pendingMigrations } from "./pending-migrations";

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe.each(testDatabases())("pending migrations [$name]", ({ url }) => {
  it("are none on a migrated database, and a committed migration it lacks is one", async () => {
    expect(committedMigrations()[0]).toBe("20261122000000_init");
    expect(await pendingMigrations(url)).toEqual([]);
    expect(await pendingMigrations(url, [...committedMigrations(), "29990101000000_later"])).toEqual([
      "29990101000000_later",
    ]);
  });

  it("count a migration that failed or was rolled back as pending, so that the CLI runs and reports it", async () => {
    const names = ["29990101000000_failed", "29990101000001_rolled_back"];
    const insert = `INSERT INTO _prisma_migrations
      (id, checksum, migration_name, started_at, finished_at, rolled_back_at) VALUES ($1, 'x', $2, now(), $3, $4)`;
    await withClient(url, async (client) => {
      await client.query(insert, [crypto.randomUUID(), names[0], null, null]);
      await client.query(insert, [crypto.randomUUID(), names[1], now(), now()]);
    });
    try {
      expect(await pendingMigrations(url, [...committedMigrations(), ...names])).toEqual(names);
    } finally {
      await withClient(url, (client) =>
        client.query("DELETE FROM _prisma_migrations WHERE migration_name = ANY($1)", [names]),
      );
    }
  });
});
