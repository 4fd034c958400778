import { expect, it } from "vitest";
import { authenticateToken } from "@/server/auth/authenticate-token";
import { limitKey } from "@/server/auth/rate-limit-store";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testCtx, testDeps } from "../../../tests/support/deps";
import { borealTeacher, daysAhead, feedBlock } from "../../../tests/support/feed-fixtures";
import { createCalendarFeed } from "./create-calendar-feed";
import { hashFeedSecret, secretOfFeedFile } from "./feed-secret";
import { listCalendarFeeds } from "./list-calendar-feeds";
import { readCalendarFeed } from "./read-calendar-feed";
import { revokeCalendarFeed } from "./revoke-calendar-feed";
import { nowMs } from "@/server/time/now";

const secretOf = (url: string) => secretOfFeedFile(url.slice(url.lastIndexOf("/") + 1))!;

describeEachDatabase("calendar feeds", (database) => {
  const ctxOf = async (email: string) => testCtx(testDeps(database()), await demoUser(database().prisma, email));
  const read = (secret: string) => readCalendarFeed(database(), secret, nowMs());

  it("keeps only a hash, lists the teacher's blocks, and stops at once when revoked or rotated", async () => {
    const { prisma } = database();
    const tiago = await ctxOf(demo.tiago);
    const block = await feedBlock(prisma, tiago.scope.user.id, daysAhead(20));
    try {
      const created = await createCalendarFeed(tiago, {});
      expect(created.url).toMatch(/^http:\/\/localhost\/api\/calendar\/lpc_[\w-]{43}\.ics$/);
      const secret = secretOf(created.url);
      const row = await prisma.calendarFeed.findUniqueOrThrow({ where: { id: created.id } });
      expect(row).toMatchObject({ userId: tiago.scope.user.id, schoolId: null, secretHash: hashFeedSecret(secret) });
      expect(JSON.stringify(row)).not.toContain(secret);
      const audit = await prisma.auditEntry.findMany({ where: { entityId: created.id } });
      expect(JSON.stringify(audit)).not.toContain(secret);
      expect(JSON.stringify(audit)).not.toContain(row.secretHash);

      const content = await read(secret);
      expect(content?.timeZone).toBe("America/Sao_Paulo");
      expect(content?.events).toContainEqual(
        expect.objectContaining({ kind: "block", id: block.id, start: block.startDate, reason: block.reason }),
      );
      // A feed's secret is no API token.
      const asToken = await authenticateToken(database(), secret, () => limitKey("token-ip", crypto.randomUUID()));
      expect(asToken.user).toBeNull();

      const rotated = await createCalendarFeed(tiago, {});
      await expect(read(secret)).resolves.toBeNull();
      await expect(read(secretOf(rotated.url))).resolves.not.toBeNull();
      expect((await listCalendarFeeds(tiago)).map((s) => s.feed?.id)).toEqual([rotated.id]);

      expect((await revokeCalendarFeed(tiago, { id: rotated.id })).revoked_at).not.toBeNull();
      await expect(read(secretOf(rotated.url))).resolves.toBeNull();
      expect(await listCalendarFeeds(tiago)).toEqual([{ school_id: null, school_name: null, feed: null }]);
    } finally {
      await prisma.availabilityBlock.delete({ where: { id: block.id } });
    }
  });

  it("gives a school admin one feed per school, with that school's teachers only", async () => {
    const { prisma } = database();
    const [ana, bruno] = await Promise.all([ctxOf(demo.ana), ctxOf(demo.bruno)]);
    const tiagoId = (await demoUser(prisma, demo.tiago)).id;
    const [aurora, boreal] = await Promise.all([
      feedBlock(prisma, tiagoId, daysAhead(21)),
      feedBlock(prisma, (await borealTeacher(prisma)).id, daysAhead(21)),
    ]);
    try {
      await expect(createCalendarFeed(ana, {})).rejects.toMatchObject({ reason: "calendar_feed_school_required" });
      const [slot] = await listCalendarFeeds(ana);
      expect(slot).toMatchObject({ school_name: "Escola Aurora", feed: null });
      const created = await createCalendarFeed(ana, { school_id: slot!.school_id! });
      const content = await read(secretOf(created.url));
      const ids = content?.events.map((e) => e.id);
      expect(ids).toContain(aurora.id);
      expect(ids).not.toContain(boreal.id);
      expect(content?.schoolName).toBe("Escola Aurora");

      // Feeds are personal: another administrator cannot revoke this one.
      await expect(revokeCalendarFeed(bruno, { id: created.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(read(secretOf(created.url))).resolves.not.toBeNull();
      await revokeCalendarFeed(ana, { id: created.id });
    } finally {
      await prisma.availabilityBlock.deleteMany({ where: { id: { in: [aurora.id, boreal.id] } } });
    }
  });

  it("stops the feed of an owner who is blocked", async () => {
    const { prisma } = database();
    const school = await prisma.school.findFirstOrThrow({ where: { name: "Escola Aurora" } });
    const user = await prisma.user.create({
      data: {
        email: `feed-${crypto.randomUUID()}@example.com`,
        firstName: "F",
        lastName: "T",
        role: "TEACHER",
        schoolMemberships: { create: { schoolId: school.id } },
      },
    });
    const ctx = await testCtx(testDeps(database()), { id: user.id, email: user.email, name: "F T", role: "TEACHER" });
    const { url } = await createCalendarFeed(ctx, {});
    await expect(read(secretOf(url))).resolves.not.toBeNull();
    await prisma.user.update({ where: { id: user.id }, data: { blockedAt: new Date() } });
    await expect(read(secretOf(url))).resolves.toBeNull();
  });
});
