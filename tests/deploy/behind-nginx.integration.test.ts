import fs from "node:fs";
import type http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "@/server/db/client";
import { bearer, demo } from "../support/accounts";
import { postgresDatabase } from "../support/databases";
import { testDeps, testRateLimits } from "../support/deps";
import { startNginx } from "../support/nginx";
import { startRestServer } from "../support/rest-server";
import { cookiesOf, passwordUser } from "../support/sign-in";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
type Sent = { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string };

const database = postgresDatabase();
const failuresPerAddress = 3;
const password = "behind-nginx-password";
const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
// A year of its own, as in the heavy-limit tests: a small report.
const range = { start_date: Date.UTC(1986, 0, 1), end_date: Date.UTC(1986, 11, 31) };

/**
 * deploy/nginx-site.conf, as docs/deploy.md sets it up: Debian's nginx terminating HTTPS in front of two app
 * instances (each its own connections, as two processes), which trust it for the client's address (TRUST_PROXY=1).
 */
describe.runIf(database)("two instances behind nginx", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-"));
  const instances: { db: Database; server: Awaited<ReturnType<typeof startRestServer>> }[] = [];
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  let user: Awaited<ReturnType<typeof passwordUser>>;

  /** A request through the proxy from a loopback address of the caller's choice (a client of its own). */
  const send = (url: string, sent: Sent = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const request = https.request(
        `${proxy.url}${url}`,
        { method: sent.method ?? "GET", headers: sent.headers, ca: proxy.ca, localAddress: sent.from ?? "127.0.0.1" },
        (response) => {
          const parts: Buffer[] = [];
          response.on("data", (part: Buffer) => parts.push(part));
          response.on("end", () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              body: Buffer.concat(parts),
            }),
          );
        },
      );
      request.on("error", reject);
      request.end(sent.body);
    });

  beforeAll(async () => {
    const rateLimits = { ...testRateLimits, tokenFailuresPerIp: { max: failuresPerAddress, windowMs: 60_000 } };
    for (let i = 0; i < 2; i++) {
      const db = createDatabase(database!.url, { max: 4 });
      instances.push({ db, server: await startRestServer(testDeps(db, undefined, rateLimits)) });
    }
    proxy = await startNginx(
      dir,
      instances.map(({ server }) => new URL(server.url).host),
    );
    user = await passwordUser(instances[0]!.db.prisma, password);
  });
  afterAll(async () => {
    await proxy?.stop();
    await user?.remove();
    for (const { db, server } of instances) {
      await server.close();
      await db.close();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("signs in over HTTPS through the proxy, and the session holds on either instance", async () => {
    const csrf = await send("/api/auth/csrf");
    const { csrfToken } = JSON.parse(csrf.body.toString()) as { csrfToken: string };
    const csrfCookies = (csrf.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]!);
    const signedIn = await send("/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookies.join("; ") },
      body: new URLSearchParams({ email: user.email, password, csrfToken, json: "true" }).toString(),
    });
    expect(signedIn.status).toBe(200);
    const session = (signedIn.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]!);
    expect(session.some((cookie) => cookie.includes("session-token="))).toBe(true);
    // nginx takes turns between the instances: four requests reach both; each instance also directly.
    for (let i = 0; i < 4; i++) {
      const me = await send("/api/me", { headers: { cookie: session.join("; ") } });
      expect(me.status, `request ${i + 1}`).toBe(200);
      expect(JSON.parse(me.body.toString())).toMatchObject({ email: user.email });
    }
    for (const { server } of instances) {
      const direct = await fetch(`${server.url}/api/me`, { headers: { cookie: session.join("; ") } });
      expect(direct.status).toBe(200);
      expect(cookiesOf(direct)).toEqual([]);
    }
  });

  it("streams a report through the proxy as the instance sends it, without a length known ahead", async () => {
    const admin = await bearer(instances[0]!.db.prisma, demo.admin);
    const headers = { ...admin, "content-type": "application/json", accept: xlsxType };
    const body = JSON.stringify(range);
    const direct = await fetch(`${instances[1]!.server.url}/api/reports/questions`, { method: "POST", headers, body });
    const proxied = await send("/api/reports/questions", { method: "POST", headers, body });
    expect(proxied.status).toBe(200);
    expect(proxied.headers["content-length"]).toBeUndefined();
    expect(proxied.headers["transfer-encoding"]).toBe("chunked");
    expect(proxied.headers["content-type"]).toBe(xlsxType);
    expect(proxied.headers["content-disposition"]).toBe(direct.headers.get("content-disposition"));
    expect(proxied.body.subarray(0, 2).toString()).toBe("PK");
    expect(proxied.body.length).toBe((await direct.arrayBuffer()).byteLength);
  });

  it("counts failed token checks per client address, which a client cannot set itself", async () => {
    const wrong = (from: string, forged?: string) =>
      send("/api/me", {
        from,
        headers: { authorization: "Bearer lpa_wrong", ...(forged ? { "x-forwarded-for": forged } : {}) },
      }).then((answer) => answer.status);
    const statuses = [];
    for (let i = 0; i <= failuresPerAddress; i++) statuses.push(await wrong("127.0.0.2"));
    expect(statuses).toEqual([...Array<number>(failuresPerAddress).fill(401), 429]);
    // The address nginx saw counts, whatever the client claims in X-Forwarded-For.
    expect(await wrong("127.0.0.2", "10.20.30.40")).toBe(429);
    expect(await wrong("127.0.0.3")).toBe(401);
    expect(await wrong("127.0.0.3", "127.0.0.2")).toBe(401);
  });

  it("refuses a body past the limits as the app does, in its JSON error shape", async () => {
    const me = (size: number) =>
      send("/api/exams", { method: "POST", headers: { "content-type": "application/json" }, body: "x".repeat(size) });
    for (const size of [1.5 * 1024 * 1024, 3 * 1024 * 1024]) {
      const refused = await me(size);
      expect(refused.status, `${size} bytes`).toBe(413);
      expect(JSON.parse(refused.body.toString())).toMatchObject({ error: { code: "PAYLOAD_TOO_LARGE" } });
    }
  });
});
