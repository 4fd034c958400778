import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { issueToken } from "@/server/tokens/service";
import { demo, demoUser } from "../accounts";
import { describeEachDatabase } from "../databases";
import { installChangeLog, type ChangeLog } from "./change-log";
import { fingerprintExclusions } from "./fingerprint";

/**
 * The fuzzers' change detector must catch what a fingerprint of every row caught: any committed insert, update,
 * delete (cascades included) or truncate outside the exclusions, and nothing that was rolled back.
 */
describeEachDatabase("the fuzzers' change log", (database) => {
  let log: ChangeLog;
  const sql = (text: string) => database().pool.query(text);
  const exclusions = ["probe_noise", "probe_parent.touched_at"];
  const watched = async () => {
    const { rows } = await sql(`SELECT DISTINCT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE t.tgname = 'test_change_log' ORDER BY c.relname`);
    return rows.map((r: { relname: string }) => r.relname);
  };

  beforeAll(async () => {
    await sql(`
      DROP TABLE IF EXISTS probe_child, probe_parent, probe_noise;
      CREATE TABLE probe_parent (id int PRIMARY KEY, name text, touched_at timestamptz);
      CREATE TABLE probe_child (id int PRIMARY KEY, parent_id int REFERENCES probe_parent ON DELETE CASCADE);
      CREATE TABLE probe_noise (id int)`);
    log = await installChangeLog(database().pool, exclusions);
  });
  beforeEach(async () => {
    await sql(`DELETE FROM probe_child; DELETE FROM probe_parent; DELETE FROM probe_noise;
      INSERT INTO probe_parent VALUES (1, 'one', now()), (2, 'two', now()); INSERT INTO probe_child VALUES (10, 1)`);
    await log.take();
  });
  afterAll(async () => {
    await log.remove();
    await sql(`DROP TABLE IF EXISTS probe_child, probe_parent, probe_noise`);
  });

  it("catches a committed insert, update and delete, each in its table", async () => {
    await sql(`INSERT INTO probe_parent VALUES (3, 'three', null)`);
    expect(await log.take()).toEqual(["probe_parent"]);
    await sql(`UPDATE probe_child SET parent_id = 2`);
    expect(await log.take()).toEqual(["probe_child"]);
    await sql(`DELETE FROM probe_parent WHERE id = 3`);
    expect(await log.take()).toEqual(["probe_parent"]);
  });

  it("catches a delete that cascades, and a truncate", async () => {
    await sql(`DELETE FROM probe_parent WHERE id = 1`);
    expect(await log.take()).toEqual(["probe_child", "probe_parent"]);
    await sql(`TRUNCATE probe_child`);
    expect(await log.take()).toEqual(["probe_child"]);
  });

  it("empties itself: a second take sees nothing new", async () => {
    await sql(`INSERT INTO probe_parent VALUES (3, 'three', null)`);
    expect(await log.take()).toEqual(["probe_parent"]);
    expect(await log.take()).toEqual([]);
  });

  it("ignores work that was rolled back, whole or to a savepoint", async () => {
    const client = await database().pool.connect();
    try {
      await client.query(`BEGIN`);
      await client.query(`INSERT INTO probe_parent VALUES (3, 'three', null)`);
      await client.query(`UPDATE probe_parent SET name = 'changed' WHERE id = 1`);
      await client.query(`DELETE FROM probe_child`);
      await client.query(`ROLLBACK`);
      await client.query(`BEGIN`);
      await client.query(`SAVEPOINT attempt`);
      await client.query(`DELETE FROM probe_parent WHERE id = 2`);
      await client.query(`ROLLBACK TO SAVEPOINT attempt`);
      await client.query(`INSERT INTO probe_child VALUES (11, 2)`);
      await client.query(`COMMIT`);
    } finally {
      client.release();
    }
    expect(await log.take()).toEqual(["probe_child"]);
  });

  it("ignores exclusions and updates that change no value; sees a change beside an excluded column", async () => {
    await sql(`INSERT INTO probe_noise VALUES (1); UPDATE probe_noise SET id = 2; DELETE FROM probe_noise`);
    await sql(`UPDATE probe_parent SET touched_at = now() + interval '1 day'`);
    await sql(`UPDATE probe_parent SET name = name`);
    expect(await log.take()).toEqual([]);
    await sql(`UPDATE probe_parent SET name = 'renamed', touched_at = null WHERE id = 2`);
    expect(await log.take()).toEqual(["probe_parent"]);
  });

  it("watches every table by default but the fingerprint's exclusions: a token's last use is no change", async () => {
    const { prisma } = database();
    const token = await issueToken(prisma, await demoUser(prisma, demo.ana), { name: "change log" });
    const all = await installChangeLog(database().pool);
    try {
      await prisma.apiToken.update({ where: { id: token.id }, data: { lastUsedAt: new Date("2026-01-01T00:00:00Z") } });
      expect(await all.take()).toEqual([]);
      await prisma.apiToken.update({ where: { id: token.id }, data: { name: "renamed" } });
      expect(await all.take()).toEqual(["api_tokens"]);
      const { rows } = await sql(`SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`);
      const tables = rows.map((r: { table_name: string }) => r.table_name);
      expect(await watched()).toEqual(tables.filter((t) => !fingerprintExclusions.includes(t)));
    } finally {
      await prisma.apiToken.delete({ where: { id: token.id } });
      await all.remove();
      log = await installChangeLog(database().pool, exclusions);
    }
  });

  it("leaves no trigger behind once removed", async () => {
    expect(await watched()).toContain("probe_parent");
    await log.remove();
    expect(await watched()).toEqual([]);
    log = await installChangeLog(database().pool, exclusions);
  });
});
