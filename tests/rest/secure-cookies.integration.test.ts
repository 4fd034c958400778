import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { startRestServer } from "../support/rest-server";
import { passwordUser, signInOverHttp } from "../support/sign-in";

// env() is read once per test file: this file speaks for an app public on https.
vi.stubEnv("APP_URL", "https://admin.example");
const password = "secure-cookie-password";

describeEachDatabase("session cookies with an https APP_URL", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let user: Awaited<ReturnType<typeof passwordUser>>;
  beforeAll(async () => {
    server = await startRestServer(testDeps(database()));
    user = await passwordUser(database().prisma, password);
  });
  afterAll(async () => {
    await user?.remove();
    await server?.close();
  });

  it("are Secure and __Secure- prefixed, and the app reads them under that name", async () => {
    const { response } = await signInOverHttp(server.url, user.email, password);
    expect(response.status).toBe(200);
    const setCookies = response.headers.getSetCookie();
    const session = setCookies.find((c) => c.startsWith("__Secure-next-auth.session-token="));
    expect(session, setCookies.join("\n")).toBeDefined();
    expect(session!.split(/;\s*/).map((a) => a.toLowerCase())).toEqual(expect.arrayContaining(["secure", "httponly"]));
    expect(setCookies.filter((c) => !/;\s*Secure(;|$)/i.test(c))).toEqual([]);

    const pair = session!.split(";")[0]!;
    const me = (cookie: string) => fetch(`${server.url}/api/me`, { headers: { cookie } });
    expect((await me(pair)).status).toBe(200);
    expect((await me(pair.replace("__Secure-", ""))).status).toBe(401);
  });
});
