import { afterAll, beforeAll, expect, it } from "vitest";
import { answerAuth } from "@/server/auth/answer-auth";
import { authOptions } from "@/server/auth/options";
import { DomainError } from "@/server/errors/domain-error";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { startRestServer } from "../support/rest-server";
import { passwordUser, signInOverHttp } from "../support/sign-in";

const password = "sign-out-password";

describeEachDatabase("sign-out ends the session on the server", (database) => {
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

  const sessionCookie = (cookies: string[]) => cookies.filter((c) => c.startsWith("next-auth.session-token="));
  const me = (cookies: string[]) =>
    fetch(`${server.url}/api/me`, { headers: { cookie: sessionCookie(cookies).join("; ") } });
  const signIn = async () => {
    const signedIn = await signInOverHttp(server.url, user.email, password);
    expect(signedIn.response.status).toBe(200);
    expect(sessionCookie(signedIn.cookies)).toHaveLength(1);
    return signedIn;
  };
  const signOut = (session: { cookies: string[]; csrfToken: string }) =>
    fetch(`${server.url}/api/auth/signout`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: session.cookies.join("; ") },
      body: new URLSearchParams({ csrfToken: session.csrfToken, json: "true" }),
    });

  it("refuses a copied session cookie after sign-out, on every device of the user; a new sign-in works", async () => {
    const laptop = await signIn();
    const phone = await signIn();
    expect((await me(laptop.cookies)).status).toBe(200);
    expect((await me(phone.cookies)).status).toBe(200);

    const out = await signOut(laptop);
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => c.startsWith("next-auth.session-token=;"))).toBe(true);
    const refused = await me(laptop.cookies);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toBe("UNAUTHORIZED");
    expect((await me(phone.cookies)).status).toBe(401);

    const again = await signIn();
    expect((await me(again.cookies)).status).toBe(200);
  });

  it("answers the error and keeps the cookie when the session could not be ended", async () => {
    const session = await signIn();
    const unavailable = async () => {
      throw new DomainError("UNAVAILABLE", "database_unavailable", "Database unavailable");
    };
    const options = { ...authOptions(database().prisma), events: { signOut: unavailable } };
    const request = new Request(`${server.url}/api/auth/signout`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: session.cookies.join("; ") },
      body: new URLSearchParams({ csrfToken: session.csrfToken, json: "true" }),
    });
    const response = await answerAuth(testDeps(database()), request, ["signout"], options);
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe("UNAVAILABLE");
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await me(session.cookies)).status).toBe(200);
  });

  it("an ended cookie cannot sign the user out of a newer session", async () => {
    const old = await signIn();
    expect((await signOut(old)).status).toBe(200);
    const current = await signIn();
    expect((await signOut(old)).status).toBe(200);
    expect((await me(current.cookies)).status).toBe(200);
  });
});
