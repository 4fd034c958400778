import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { startRestServer } from "../support/rest-server";

describeEachDatabase("GET /api/me over HTTP", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  beforeAll(async () => {
    server = await startRestServer(testDeps(database()));
  });
  afterAll(() => server.close());

  const get = (headers: Record<string, string> = {}) => fetch(`${server.url}/api/me`, { headers });

  it("answers 401 with the JSON error without a credential or with a garbage token", async () => {
    // RFC 6750 §3.1: a bearer token that fails says invalid_token; no credential, or another scheme, nothing more.
    const required = { reason: "authentication_required", message: "Authentication required" };
    const invalid = { reason: "invalid_token", message: "The bearer token is unknown, revoked or malformed" };
    const attempts: [Record<string, string>, typeof required][] = [
      [{}, required],
      [{ authorization: "Bearer lpa_garbage" }, invalid],
      [{ authorization: "bearer  not-a-token" }, invalid],
      [{ authorization: "Basic abc" }, required],
      [{ authorization: "Bearer" }, required],
    ];
    for (const [headers, expected] of attempts) {
      const response = await get(headers);
      expect(response.status).toBe(401);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect(response.headers.get("www-authenticate")).toBe(
        `Bearer realm="api"${expected === invalid ? ', error="invalid_token"' : ""}`,
      );
      expect(await response.json()).toEqual({ error: { code: "UNAUTHORIZED", ...expected, issues: [] } });
    }
  });

  it("answers JSON to any Accept that admits it, and 406 in JSON to one that does not", async () => {
    const ana = await bearer(database().prisma, demo.ana);
    for (const accept of ["*/*", "application/*", "text/html, application/json;q=0.1"])
      expect((await get({ ...ana, accept })).status, accept).toBe(200);
    const refused = await get({ ...ana, accept: "text/csv" });
    expect(refused.status).toBe(406);
    expect((await refused.json()).error).toMatchObject({ code: "NOT_ACCEPTABLE", reason: "format_not_acceptable" });
  });

  it("shows a school admin only their school and its groups", async () => {
    const response = await get(await bearer(database().prisma, demo.ana));
    expect(response.status).toBe(200);
    const me = await response.json();
    expect(me).toMatchObject({ email: demo.ana, role: "SCHOOL_ADMIN" });
    // Only the documented fields: nothing of the token that authenticated the call.
    expect(Object.keys(me)).toEqual(["id", "email", "name", "role", "schools", "groups"]);
    expect(me.schools.map((s: { name: string }) => s.name)).toEqual(["Escola Aurora"]);
    expect(me.groups.length).toBeGreaterThanOrEqual(3);
    expect(new Set(me.groups.map((g: { school_id: string }) => g.school_id))).toEqual(new Set([me.schools[0].id]));
    expect(me.groups[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      school_id: me.schools[0].id,
      discipline_ids: expect.any(Array),
    });
  });

  it("shows the platform admin every school", async () => {
    const me = await (await get(await bearer(database().prisma, demo.admin))).json();
    expect(me.schools.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(["Colégio Boreal", "Escola Aurora"]),
    );
  });

  it("lets a student see who they are, but only their own school", async () => {
    const me = await (await get(await bearer(database().prisma, demo.sofia))).json();
    expect(me).toMatchObject({ email: demo.sofia, role: "STUDENT" });
    expect(me.schools.map((s: { name: string }) => s.name)).toEqual(["Escola Aurora"]);
  });
});
