import fc from "fast-check";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { tooManyAttempts } from "@/server/auth/sign-in-errors";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { startRestServer } from "../support/rest-server";
import { csrfOf, passwordUser, signInOverHttp } from "../support/sign-in";

const password = "callback-url-password";

describeEachDatabase("sign-in and sign-out take any callbackUrl: never a 500, never off the app", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let user: Awaited<ReturnType<typeof passwordUser>>;
  beforeAll(async () => {
    server = await startRestServer(testDeps(database()));
    // next-auth takes the app's origin from NEXTAUTH_URL, as `npm start` sets it.
    vi.stubEnv("NEXTAUTH_URL", server.url);
    user = await passwordUser(database().prisma, password);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await user?.remove();
    await server?.close();
  });

  const onApp = (url: string | null | undefined) => url == null || new URL(url, server.url).origin === server.url;

  /** The answer's status, and where it sends the browser: the JSON `url`, Location, a callbackUrl inside them. */
  async function expectOnApp(response: Response, what: string): Promise<string | undefined> {
    expect(response.status, what).toBeLessThan(500);
    const text = await response.text();
    const json = /json/.test(response.headers.get("content-type") ?? "");
    const url = json ? (JSON.parse(text) as { url?: string }).url : undefined;
    for (const target of [url, response.headers.get("location")]) {
      expect(onApp(target), `${what} → ${target}`).toBe(true);
      if (!target) continue;
      const params = new URL(target, server.url).searchParams;
      expect(onApp(params.get("callbackUrl")), `${what} → ${target}`).toBe(true);
      expect(params.get("error"), what).not.toBe(tooManyAttempts);
    }
    return url;
  }

  /** Other sites, other schemes, not URLs at all: each sends the browser to the app's root. */
  const foreign = (host: string) => [
    `http://${host}.evil.example/`,
    "http://localhost:3996.evil.example/",
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example/",
    "javascript:alert(1)",
    "http://[::1",
  ];
  // Relative references: they resolve on the app.
  const nasty = (host: string) => [...foreign(host), "evil", "%", ""];
  const placements = ["query", "body", "cookie"] as const;

  const actions = ["sign-in", "wrong password", "sign-in page", "sign-out"] as const;

  async function send(action: (typeof actions)[number], placement: (typeof placements)[number], callbackUrl: string) {
    const query = placement === "query" ? `?callbackUrl=${encodeURIComponent(callbackUrl)}` : "";
    const body: Record<string, string> = placement === "body" ? { callbackUrl } : {};
    const cookies = placement === "cookie" ? [`next-auth.callback-url=${encodeURIComponent(callbackUrl)}`] : [];
    if (action === "sign-in" || action === "wrong password") {
      const given = action === "sign-in" ? password : "wrong";
      return (await signInOverHttp(server.url, user.email, given, { query, body, cookies })).response;
    }
    if (action === "sign-in page") {
      const headers = { cookie: cookies.join("; ") };
      return fetch(`${server.url}/api/auth/signin${query}`, { redirect: "manual", headers });
    }
    const csrf = await csrfOf(server.url);
    return fetch(`${server.url}/api/auth/signout${query}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: [...csrf.cookies, ...cookies].join("; "),
      },
      body: new URLSearchParams({ csrfToken: csrf.csrfToken, json: "true", ...body }),
    });
  }

  it("signs in with a foreign or malformed callbackUrl and goes to the app instead", async () => {
    for (const callbackUrl of foreign(new URL(server.url).host)) {
      for (const placement of placements) {
        const what = `sign-in, ${placement} callbackUrl ${JSON.stringify(callbackUrl)}`;
        const response = await send("sign-in", placement, callbackUrl);
        expect(response.status, what).toBe(200);
        const url = await expectOnApp(response, what);
        expect(new URL(url!).pathname, what).toBe("/");
      }
    }
  });

  it("keeps a callbackUrl on the app", async () => {
    for (const placement of ["query", "body"] as const) {
      const response = await send("sign-in", placement, `${server.url}/exams?tab=1`);
      expect(await expectOnApp(response, placement)).toBe(`${server.url}/exams?tab=1`);
    }
    expect(await expectOnApp(await send("sign-in", "body", "/questions"), "a path")).toBe(`${server.url}/questions`);
  });

  it("answers any callbackUrl anywhere, on sign-in and sign-out, without a 500 or leaving the app", async () => {
    const host = new URL(server.url).host;
    const callbackUrl = fc.oneof(
      fc.constantFrom(...nasty(host)),
      fc.string({ maxLength: 40 }),
      fc.webUrl(),
      fc.string({ maxLength: 20 }).map((s) => `${server.url}${s}`),
      fc.string({ maxLength: 20 }).map((s) => `http://${host}${s}`),
    );
    const action = fc.constantFrom(...actions);
    await fc.assert(
      fc.asyncProperty(action, fc.constantFrom(...placements), callbackUrl, async (a, placement, url) => {
        await expectOnApp(await send(a, placement, url), `${a}, ${placement} callbackUrl ${JSON.stringify(url)}`);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS_SIGN_IN ?? 60) },
    );
  }, 120_000);
});
