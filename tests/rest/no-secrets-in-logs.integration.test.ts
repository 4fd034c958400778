import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { authOptions } from "@/server/auth/options";
import { limitedSignIn } from "@/server/auth/limited-sign-in";
import { errorResponse } from "@/server/http/error-response";
import { issueToken } from "@/server/tokens/service";
import { toTRPCError } from "@/server/trpc/init";
import { demo, demoUser } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { localTestStorage, testDeps, testRateLimits } from "../support/deps";
import { startRestServer } from "../support/rest-server";

const password = "demo-password";
const limits = {
  ...testRateLimits,
  signInPerEmailAndIp: { max: 1, windowMs: 60_000 },
  tokenFailuresPerIp: { max: 1, windowMs: 60_000 },
};

/** Everything the server writes, whichever way: console methods and the process streams. */
function captureLogs(): { text: () => string; restore: () => void } {
  const lines: string[] = [];
  const record = (...args: unknown[]) =>
    void lines.push(
      args
        .map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : typeof a === "string" ? a : JSON.stringify(a)))
        .join(" "),
    );
  const spies = [
    ...(["log", "info", "warn", "error", "debug", "trace"] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(record),
    ),
    ...[process.stdout, process.stderr].map((stream) =>
      vi.spyOn(stream, "write").mockImplementation((chunk: unknown) => (record(String(chunk)), true)),
    ),
  ];
  return { text: () => lines.join("\n"), restore: () => spies.forEach((s) => s.mockRestore()) };
}

describeEachDatabase("the server logs no token, password or e-mail", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let logs: ReturnType<typeof captureLogs>;
  beforeAll(async () => {
    server = await startRestServer(testDeps(database(), localTestStorage(), limits));
  });
  afterAll(() => server.close());
  beforeEach(() => {
    logs = captureLogs();
  });
  afterEach(() => logs.restore());

  it("through sign-ins, token use, refusals and unexpected errors", async () => {
    const { prisma } = database();
    const ana = await demoUser(prisma, demo.ana);
    const { token, id } = await issueToken(prisma, ana, { name: "logs" });
    const revoked = await issueToken(prisma, ana, { name: "revoked" });
    // Revoked directly: the revocation itself is tested with its service.
    await prisma.apiToken.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
    const ip = `198.18.0.${Math.floor(Math.random() * 250) + 1}`;

    const provider = authOptions(prisma).providers[0]!.options as {
      authorize: (raw: unknown, req: unknown) => Promise<unknown>;
    };
    expect(await provider.authorize({ email: demo.ana, password }, {})).toMatchObject({ id: ana.id });
    expect(await provider.authorize({ email: demo.ana, password: `${password}-wrong` }, {})).toBeNull();
    const attempt = () =>
      new Request("http://app.test/api/auth/callback/credentials", {
        method: "POST",
        headers: { "x-forwarded-for": ip },
        body: new URLSearchParams({ email: demo.ana, password }),
      });
    const deps = testDeps(database(), localTestStorage(), limits);
    expect((await limitedSignIn(deps, attempt(), async () => new Response(null, { status: 401 }))).status).toBe(401);
    expect((await limitedSignIn(deps, attempt(), async () => new Response(null, { status: 200 }))).status).toBe(429);
    authOptions(prisma).logger!.error!("JWT_SESSION_ERROR", {
      error: new Error(`bad cookie ${token}`),
      message: demo.ana,
    } as never);

    const me = (authorization: string) =>
      fetch(`${server.url}/api/me`, { headers: { authorization, "x-forwarded-for": ip } });
    expect((await me(`Bearer ${token}`)).status).toBe(200);
    expect((await me(`Bearer ${revoked.token}`)).status).toBe(401);
    expect((await me(`Bearer ${revoked.token}`)).status).toBe(429);

    // Unexpected errors whose messages carry the caller's data: Prisma prints the call's arguments.
    const prismaError = await prisma.apiToken
      .create({ data: { userId: token, name: demo.ana, tokenHash: token, prefix: password } })
      .catch((e: unknown) => e);
    expect(String(prismaError)).toContain(token);
    expect(errorResponse(prismaError).status).toBe(500);
    expect(toTRPCError(new Error(`failed for ${demo.ana} with ${password}`)).code).toBe("INTERNAL_SERVER_ERROR");
    await prisma.apiToken.delete({ where: { id } });

    const output = logs.text();
    expect(output).toContain("[api]");
    expect(output).toContain("[trpc]");
    expect(output).toContain("[next-auth] JWT_SESSION_ERROR");
    for (const secret of [token, token.slice(4), revoked.token, password, demo.ana])
      expect(output).not.toContain(secret);
  });
});
