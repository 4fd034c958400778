import { afterAll, beforeAll, expect, it } from "vitest";
import { revocationWindowMs } from "@/server/auth/verified-cache";
import { createDatabase, type Database } from "@/server/db/client";
import { issueToken } from "@/server/tokens/service";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { startRestServer } from "../support/rest-server";
import { passwordUser, signInOverHttp } from "../support/sign-in";

const password = "two-instances-password";
// The window, and what polling over HTTP adds to it.
const deadline = { timeout: revocationWindowMs + 250, interval: 20 };

/**
 * Two app instances, each with its own connections and its own cache of verified callers (verified-cache.ts): a
 * token revoked or a session ended through one is refused by it at once and by the other within the window.
 */
describeEachDatabase("revocation and sign-out across instances", (database, info) => {
  const instances: { db: Database; server: Awaited<ReturnType<typeof startRestServer>> }[] = [];
  let user: Awaited<ReturnType<typeof passwordUser>>;
  const meOn = (at: number, headers: Record<string, string>) =>
    fetch(`${instances[at]!.server.url}/api/me`, { headers }).then((answer) => answer.status);

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const db = createDatabase(info.url, { max: 2 });
      instances.push({ db, server: await startRestServer(testDeps(db)) });
    }
    user = await passwordUser(database().prisma, password);
  });
  afterAll(async () => {
    await user?.remove();
    for (const { db, server } of instances) {
      await server.close();
      await db.close();
    }
  });

  const tokenOfUser = async () => {
    const holder = { id: user.id, email: user.email, name: "two instances", role: user.role };
    const issued = await issueToken(database().prisma, holder, { name: "two instances" });
    return { id: issued.id, headers: { authorization: `Bearer ${issued.token}` } };
  };

  it("refuses a token revoked through one instance there at once, and on the other within the window", async () => {
    const token = await tokenOfUser();
    expect([await meOn(0, token.headers), await meOn(1, token.headers)]).toEqual([200, 200]);
    const revoked = await fetch(`${instances[0]!.server.url}/api/tokens/${token.id}`, {
      method: "DELETE",
      headers: token.headers,
    });
    expect(revoked.status).toBe(200);
    expect(await meOn(0, token.headers)).toBe(401);
    await expect.poll(() => meOn(1, token.headers), deadline).toBe(401);
  });

  it("ends a session signed out through one instance there at once, and on the other within the window", async () => {
    const session = await signInOverHttp(instances[0]!.server.url, user.email, password);
    expect(session.response.status).toBe(200);
    const cookie = { cookie: session.cookies.join("; ") };
    expect([await meOn(0, cookie), await meOn(1, cookie)]).toEqual([200, 200]);
    const out = await fetch(`${instances[0]!.server.url}/api/auth/signout`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...cookie },
      body: new URLSearchParams({ csrfToken: session.csrfToken, json: "true" }),
    });
    expect(out.status).toBe(200);
    expect(await meOn(0, cookie)).toBe(401);
    await expect.poll(() => meOn(1, cookie), deadline).toBe(401);
  });

  it.runIf(info.name === "postgres")(
    "answers from memory while its channel is heard, and forgets everything when the channel drops",
    async () => {
      const token = await tokenOfUser();
      expect(await meOn(1, token.headers)).toBe(200);
      // A revocation the database does not announce (its triggers off for this session): only the cache can
      // still accept the token, past the window, as the instance's channel keeps answering.
      const admin = createDatabase(info.url, { max: 1 });
      const client = await admin.pool.connect();
      try {
        await client.query("SET session_replication_role = replica");
        await client.query("UPDATE api_tokens SET revoked_at = now() WHERE id = $1", [token.id]);
        await new Promise((resolve) => setTimeout(resolve, revocationWindowMs + 200));
        expect(await meOn(1, token.headers)).toBe(200);
        await client.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE application_name = 'listen auth_changed' AND datname = current_database()`,
        );
        await expect.poll(() => meOn(1, token.headers), deadline).toBe(401);
      } finally {
        client.release();
        await admin.close();
      }
    },
  );
});
