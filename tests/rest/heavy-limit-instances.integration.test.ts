import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase, type Database } from "@/server/db/client";
import { takeHeavySlot } from "@/server/http/heavy-slots";
import { httpLimits } from "@/server/http/http-limits";
import { bearer, demo, demoUser } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { startRestServer } from "../support/rest-server";

// A year of its own: the report is small, and nothing here depends on its rows.
const range = { start_date: Date.UTC(1986, 0, 1), end_date: Date.UTC(1986, 11, 31) };

/**
 * HEAVY_REQUESTS_PER_USER holds for the whole deployment (docs/deploy.md): two app instances, each with its own
 * connections to one database, count one user's heavy requests together.
 */
describeEachDatabase("heavy requests counted across instances", (database, info) => {
  let other: Database;
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let admin: Record<string, string>;
  let adminId: string;
  const limit = 3;
  const report = () =>
    fetch(`${server.url}/api/reports/questions`, {
      method: "POST",
      headers: { ...admin, "content-type": "application/json" },
      body: JSON.stringify(range),
    });

  beforeAll(async () => {
    const { prisma } = database();
    // The instance that answers over HTTP; `other` stands for a second instance holding requests meanwhile. The
    // embedded database serves one process (its data dir's lock), so there it is the same instance.
    other = info.name === "pglite" ? database() : createDatabase(info.url, { max: 2 });
    server = await startRestServer({ ...testDeps(database()), http: { ...httpLimits({}), heavyPerUser: limit } });
    admin = await bearer(prisma, demo.admin);
    adminId = (await demoUser(prisma, demo.admin)).id;
  });
  afterAll(async () => {
    await server.close();
    if (other !== database()) await other.close();
  });

  it("refuses a heavy request while the user's slots are held on another instance, and runs it once one frees", async () => {
    const held = await Promise.all([1, 2, 3].map(() => takeHeavySlot(other, adminId, limit)));
    const refused = await report();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect((await refused.json()).error.reason).toBe("heavy_work_limit");
    // Another user is not held back by this one's slots.
    const anaReport = await fetch(`${server.url}/api/reports/questions`, {
      method: "POST",
      headers: { ...(await bearer(database().prisma, demo.ana)), "content-type": "application/json" },
      body: JSON.stringify(range),
    });
    expect(anaReport.status).toBe(200);
    await held[0]!();
    const ran = await report();
    expect(ran.status).toBe(200);
    await ran.arrayBuffer();
    for (const release of held) await release();
  });

  it("gives back the slot of an answered request, and takes over one an instance died holding", async () => {
    for (let i = 0; i < limit + 2; i++) {
      const answer = await report();
      expect(answer.status, `request ${i + 1}, one at a time`).toBe(200);
      await answer.arrayBuffer();
    }
    // The last answer's slot is given back just after its final bytes (heavy-slots.ts), not before the client has them.
    const leases = () =>
      other.kysely.selectFrom("heavy_leases").select("slot").where("user_id", "=", adminId).execute();
    await expect.poll(leases).toEqual([]);
    const held = await Promise.all([1, 2, 3].map(() => takeHeavySlot(other, adminId, limit)));
    await expect(takeHeavySlot(database(), adminId, limit)).rejects.toMatchObject({ status: 429 });
    // As if the instance holding them had died a minute ago: their leases have run out.
    await other.kysely
      .updateTable("heavy_leases")
      .set({ expires_at: new Date(0) })
      .where("user_id", "=", adminId)
      .execute();
    const taken = await takeHeavySlot(database(), adminId, limit);
    await taken();
    for (const release of held) await release();
  });

  it("hands each slot of a large limit once to requests arriving together, and refuses the next", async () => {
    const many = 12;
    const instances = [database(), other];
    const held = await Promise.all(
      Array.from({ length: many }, (_, i) => takeHeavySlot(instances[i % 2]!, adminId, many)),
    );
    const slots = await other.kysely.selectFrom("heavy_leases").select("slot").where("user_id", "=", adminId).execute();
    expect(slots.map((s) => s.slot).sort((a, b) => a - b)).toEqual(Array.from({ length: many }, (_, i) => i + 1));
    await expect(takeHeavySlot(database(), adminId, many)).rejects.toMatchObject({ status: 429 });
    for (const release of held) await release();
  });
});
