import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/support/databases";
import { demo, demoUser } from "../../../tests/support/accounts";
import { limitKey, recordFailure } from "@/server/auth/rate-limit-store";
import { authenticateToken } from "@/server/auth/authenticate-token";
import { revocationWindowMs } from "@/server/auth/verified-cache";
import { createDatabase } from "@/server/db/client";
import { hashToken } from "@/server/auth/token-hash";
import { testCtx, testDeps } from "../../../tests/support/deps";
import { createToken, issueToken, listTokens, revokeToken } from "./service";

// A key no other test counts failures under.
const failuresKey = () => limitKey("token-ip", crypto.randomUUID());
const userOf = async (db: Parameters<typeof authenticateToken>[0], token: string) =>
  (await authenticateToken(db, token, failuresKey)).user;

describeEachDatabase("API tokens", (database, info) => {
  it("stores only a hash, authenticates with the secret, and stops after revocation", async () => {
    const { prisma } = database();
    const ana = await demoUser(prisma, demo.ana);
    const created = await createToken(await testCtx(testDeps(database()), ana), { name: "integração" });
    expect(created.token).toMatch(/^lpa_[\w-]{43}$/);
    const row = await prisma.apiToken.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.tokenHash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);

    await expect(userOf(database(), created.token)).resolves.toMatchObject({ id: ana.id, role: "SCHOOL_ADMIN" });
    expect((await prisma.apiToken.findUniqueOrThrow({ where: { id: created.id } })).lastUsedAt).not.toBeNull();

    const revoked = await revokeToken(await testCtx(testDeps(database()), ana), { id: created.id });
    expect(revoked.revoked_at).not.toBeNull();
    // The instance that verified it refuses it once it has heard of the change (at once after a request of its own
    // revoked it: tests/auth); one that never verified it, at once.
    const other = createDatabase(info.url, { max: 1 });
    await expect(userOf(other, created.token)).resolves.toBeNull();
    await other.close();
    await expect.poll(() => userOf(database(), created.token), { timeout: revocationWindowMs + 1_000 }).toBeNull();
  });

  it("refuses garbage and lists and revokes only the owner's tokens", async () => {
    const { prisma } = database();
    const [ana, bruno] = await Promise.all([demoUser(prisma, demo.ana), demoUser(prisma, demo.bruno)]);
    await expect(userOf(database(), "lpa_garbage")).resolves.toBeNull();
    await expect(userOf(database(), "x".repeat(10_000))).resolves.toBeNull();
    const brunos = await issueToken(prisma, bruno, { name: "bruno" });
    expect((await listTokens(await testCtx(testDeps(database()), ana))).map((t) => t.id)).not.toContain(brunos.id);
    await expect(revokeToken(await testCtx(testDeps(database()), ana), { id: brunos.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(userOf(database(), brunos.token)).resolves.toMatchObject({ id: bruno.id });
  });

  it("refuses the tokens of a blocked user", async () => {
    const { prisma } = database();
    const user = await prisma.user.create({
      data: { email: `blocked-${crypto.randomUUID()}@example.com`, firstName: "B", lastName: "L", role: "TEACHER" },
    });
    const created = await issueToken(
      prisma,
      { id: user.id, email: user.email, name: "B L", role: "TEACHER" },
      { name: "t" },
    );
    await prisma.user.update({ where: { id: user.id }, data: { blockedAt: new Date() } });
    await expect(userOf(database(), created.token)).resolves.toBeNull();
  });

  it("reads the address's failures in the same statement, for a valid, an unknown and a malformed token", async () => {
    const { prisma } = database();
    const ana = await demoUser(prisma, demo.ana);
    const { token } = await issueToken(prisma, ana, { name: "limits" });
    const { token: unverified } = await issueToken(prisma, ana, { name: "limits, never verified" });
    const key = failuresKey();
    await expect(authenticateToken(database(), token, () => key)).resolves.toMatchObject({
      user: { id: ana.id },
      failures: { count: 0 },
    });
    const limit = { max: 5, windowMs: 60_000 };
    await recordFailure(database(), key, limit);
    await recordFailure(database(), key, limit);
    // A token this instance has verified needs no statement (verified-cache.ts): the limit never refuses it.
    await expect(authenticateToken(database(), token, () => key)).resolves.toMatchObject({ failures: { count: 0 } });
    for (const candidate of [unverified, "lpa_unknown", "not-a-token"]) {
      const { failures } = await authenticateToken(database(), candidate, () => key);
      expect(failures.count).toBe(2);
      expect(failures.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(failures.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    await expect(authenticateToken(database(), "lpa_unknown", () => key)).resolves.toMatchObject({ user: null });
  });
});
