import { afterAll, beforeAll, expect, it } from "vitest";
import { maxMediaTargetsPerHour } from "@/server/questions-db/prepare-question-media";
import { now } from "@/server/time/now";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { startRestServer } from "../support/rest-server";

/** Issue #29, finding 10: a user cannot ask for upload targets without end; files left unlinked stay bounded. */
describeEachDatabase("question media quota", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let auth: Record<string, string>;
  let userId: string;
  let aurora: string;
  beforeAll(async () => {
    const prisma = database().prisma;
    server = await startRestServer(testDeps(database()));
    auth = await bearer(prisma, demo.ana);
    userId = (await prisma.user.findUniqueOrThrow({ where: { email: demo.ana } })).id;
    aurora = (await prisma.school.findFirstOrThrow({ where: { name: "Escola Aurora" } })).id;
  });
  afterAll(() => server.close());

  const prepare = () =>
    fetch(`${server.url}/api/exams/questions-db/media`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ school_id: aurora, file_name: "aula.mp4", size: 50 * 1024 * 1024 }),
    });

  it("refuses a target past the hourly quota with 429 media_quota_exceeded and Retry-After", async () => {
    const prisma = database().prisma;
    const before = await prisma.auditEntry.count({ where: { actorUserId: userId, action: "upload.prepare" } });
    // Targets of the last hour on the audit's clock (the app's), besides those other tests asked for in it.
    const at = now();
    const lastHour = await prisma.auditEntry.count({
      where: { actorUserId: userId, action: "upload.prepare", at: { gt: new Date(at.getTime() - 3_600_000) } },
    });
    const planted = Array.from({ length: maxMediaTargetsPerHour - 1 - lastHour }, () => ({
      at,
      actorUserId: userId,
      actorKind: "TOKEN" as const,
      action: "upload.prepare",
      entityType: "upload",
      entityId: crypto.randomUUID(),
    }));
    await prisma.auditEntry.createMany({ data: planted });
    try {
      const last = await prepare();
      expect(last.status, await last.text()).toBe(201);
      const refused = await prepare();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await refused.json()).error).toMatchObject({
        reason: "media_quota_exceeded",
        params: { max: maxMediaTargetsPerHour },
      });
    } finally {
      await prisma.auditEntry.deleteMany({
        where: { actorUserId: userId, action: "upload.prepare", entityId: { in: planted.map((p) => p.entityId) } },
      });
    }
    expect(await prisma.auditEntry.count({ where: { actorUserId: userId, action: "upload.prepare" } })).toBe(
      before + 1,
    );
  });
});
