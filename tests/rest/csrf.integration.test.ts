import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, expect, it } from "vitest";
import { demo, demoUser } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps, testSecret } from "../support/deps";
import { startRestServer } from "../support/rest-server";

describeEachDatabase("cookie-authenticated writes (CSRF)", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let cookie: string;
  beforeAll(async () => {
    server = await startRestServer(testDeps(database()));
    const ana = await demoUser(database().prisma, demo.ana);
    cookie = `next-auth.session-token=${await encode({ token: { sub: ana.id }, secret: testSecret })}`;
  });
  afterAll(() => server.close());

  const post = (headers: Record<string, string>) =>
    fetch(`${server.url}/api/tokens`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", ...headers },
      body: JSON.stringify({ name: "csrf" }),
    });

  it("reads with the session cookie from anywhere", async () => {
    const me = await fetch(`${server.url}/api/me`, { headers: { cookie } });
    expect((await me.json()).email).toBe(demo.ana);
  });

  it("accepts a write from the app's own origin and refuses a cross-site or origin-less one", async () => {
    expect((await post({ origin: server.url })).status).toBe(201);
    expect((await post({ referer: `${server.url}/settings/tokens` })).status).toBe(201);
    const crossSite = await post({ origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error.message).toMatch(/Cross-site/);
    expect((await post({})).status).toBe(403);
  });

  it("takes no X-Forwarded-Host or -Proto for the app's origin without a trusted proxy (TRUST_PROXY=0)", async () => {
    const forwarded = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    expect((await post({ origin: "https://evil.example", ...forwarded })).status).toBe(403);
    expect((await post({ origin: server.url, ...forwarded })).status).toBe(201);
  });
});
