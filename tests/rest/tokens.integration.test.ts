import { revocationWindowMs } from "@/server/auth/verified-cache";
import { afterAll, beforeAll, expect, it } from "vitest";
import { issueToken } from "@/server/tokens/service";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { startRestServer } from "../support/rest-server";

describeEachDatabase("/api/tokens over HTTP", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    server = await startRestServer(testDeps(database()));
    auth = await bearer(database().prisma, demo.tiago);
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}) =>
    fetch(`${server.url}${path}`, { method, headers: { ...auth, ...init.headers }, body: init.body });

  it("creates a token (201), which then works, and revokes it", async () => {
    const created = await call("POST", "/api/tokens", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "ERP" }),
    });
    expect(created.status).toBe(201);
    const { token, id } = await created.json();
    const me = await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).email).toBe(demo.tiago);

    const list = await (await call("GET", "/api/tokens")).json();
    expect(list.find((t: { id: string }) => t.id === id)).toMatchObject({ name: "ERP", revoked_at: null });
    expect(JSON.stringify(list)).not.toContain(token);

    expect((await call("DELETE", `/api/tokens/${id}`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it("refuses a blocked user's token within the revocation window, on every route", async () => {
    const { prisma } = database();
    const user = await prisma.user.create({
      data: {
        email: `blocked-${crypto.randomUUID()}@example.com`,
        firstName: "B",
        lastName: "L",
        role: "PLATFORM_ADMIN",
      },
    });
    const { token } = await issueToken(
      prisma,
      { id: user.id, email: user.email, name: "B L", role: "PLATFORM_ADMIN" },
      { name: "t" },
    );
    const get = (path: string) => fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    for (const path of ["/api/me", "/api/disciplines"]) expect((await get(path)).status).toBe(200);
    // Blocked in the database, by no request of this instance: heard from the database, or past the window.
    await prisma.user.update({ where: { id: user.id }, data: { blockedAt: new Date() } });
    for (const path of ["/api/me", "/api/disciplines"]) {
      await expect.poll(async () => (await get(path)).status, { timeout: revocationWindowMs + 250 }).toBe(401);
    }
  });

  it("answers 400 for a body that is not valid JSON, 415 for one of another type, and writes nothing", async () => {
    const before = await database().prisma.apiToken.count();
    for (const init of [
      { headers: { "content-type": "application/json" }, body: "{name: nope" },
      { headers: { "content-type": "application/json" }, body: JSON.stringify({ name: 42 }) },
    ]) {
      const response = await call("POST", "/api/tokens", init);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("BAD_REQUEST");
    }
    const plain = await call("POST", "/api/tokens", { headers: { "content-type": "text/plain" }, body: "name=x" });
    expect(plain.status).toBe(415);
    expect((await plain.json()).error).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      reason: "json_body_required",
      params: { accepted: "application/json" },
    });
    expect(await database().prisma.apiToken.count()).toBe(before);
  });

  it("answers 422 for a missing field and 413 for a body over the limit", async () => {
    const missing = await call("POST", "/api/tokens", { headers: { "content-type": "application/json" }, body: "{}" });
    expect(missing.status).toBe(422);
    expect((await missing.json()).error.issues).toEqual([{ path: ["name"], code: "required", message: "Required" }]);
    const huge = await call("POST", "/api/tokens", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
  });

  it("answers 404 for an unknown id and 400 for an id that is not a UUID", async () => {
    const unknown = await call("DELETE", `/api/tokens/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatchObject({ code: "NOT_FOUND" });
    expect((await call("DELETE", "/api/tokens/not-a-uuid")).status).toBe(400);
  });
});
