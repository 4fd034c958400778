import { expect, it } from "vitest";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testCtx, testDeps } from "../../../tests/support/deps";
import { listManageableTeachers, teacherBookings } from "./calendar";
import { now as appNow } from "@/server/time/now";

describeEachDatabase("calendar data", (database) => {
  it("offers a teacher only themself, and a school admin only their school's teachers", async () => {
    const { prisma } = database();
    const ctxOf = async (email: string) => testCtx(testDeps(database()), await demoUser(prisma, email));
    const tiago = await demoUser(prisma, demo.tiago);
    expect((await listManageableTeachers(await ctxOf(demo.tiago))).map((t) => t.id)).toEqual([tiago.id]);
    const forAna = await listManageableTeachers(await ctxOf(demo.ana));
    const boreal = await prisma.user.findMany({
      where: { role: "TEACHER", schoolMemberships: { every: { school: { name: "Colégio Boreal" } } } },
      select: { id: true },
    });
    expect(forAna.map((t) => t.id)).toContain(tiago.id);
    expect(forAna.map((t) => t.id)).not.toEqual(expect.arrayContaining(boreal.map((b) => b.id)));
  });

  it("lists a teacher's live bookings overlapping a range, and refuses other schools' teachers", async () => {
    const { prisma } = database();
    const tiago = await demoUser(prisma, demo.tiago);
    const year = {
      start_date: Date.UTC(appNow().getUTCFullYear(), 0, 1),
      end_date: Date.UTC(appNow().getUTCFullYear() + 1, 0, 1),
    };
    const rows = await teacherBookings(await testCtx(testDeps(database()), tiago), { teacher_id: tiago.id, ...year });
    const expected = await prisma.booking.count({
      where: {
        teacherId: tiago.id,
        cancelledAt: null,
        scheduledFor: { gte: new Date(year.start_date), lt: new Date(year.end_date) },
      },
    });
    expect(rows).toHaveLength(expected);
    const bruno = await testCtx(testDeps(database()), await demoUser(prisma, demo.bruno));
    await expect(teacherBookings(bruno, { teacher_id: tiago.id, ...year })).rejects.toMatchObject({ status: 403 });
  });
});
