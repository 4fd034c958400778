import { beforeAll, expect, it } from "vitest";
import type { Ctx } from "@/server/context";
import { demo, demoUser } from "../../../tests/support/accounts";
import { freeSlot } from "../../../tests/support/booking-slot";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testCtx, testDeps } from "../../../tests/support/deps";
import { createBooking } from "./create-booking";

describeEachDatabase("a booking's student and discipline are its group's", (database) => {
  let ana: Ctx;
  beforeAll(async () => {
    ana = await testCtx(testDeps(database()), await demoUser(database().prisma, demo.ana));
  });

  it("refuses a student of another group and a discipline the group lacks (422), and writes nothing", async () => {
    const { prisma } = database();
    const { tiago, schedule, studentId, groupId, start } = await freeSlot(prisma, 9);
    const input = {
      student_id: studentId,
      teacher_id: tiago.id,
      discipline_id: schedule.disciplineId,
      group_id: groupId,
      scheduled_for: start,
      duration_minutes: 30,
    };
    const other = await prisma.user.findFirstOrThrow({
      where: {
        role: "STUDENT",
        groupMemberships: { some: { group: { schoolId: schedule.schoolId } }, none: { groupId } },
      },
      orderBy: { id: "asc" },
    });
    const lacked = await prisma.discipline.findFirstOrThrow({
      where: { owners: { some: { schoolId: schedule.schoolId } }, groups: { none: { groupId } } },
      orderBy: { id: "asc" },
    });
    const before = await prisma.booking.count();
    await expect(createBooking(ana, { ...input, student_id: other.id })).rejects.toMatchObject({
      status: 422,
      reason: "booking_student_not_in_group",
      issues: [{ path: ["student_id"], code: "booking_student_not_in_group" }],
    });
    await expect(createBooking(ana, { ...input, discipline_id: lacked.id })).rejects.toMatchObject({
      status: 422,
      reason: "booking_student_not_in_group",
      issues: [{ path: ["discipline_id"], code: "booking_student_not_in_group" }],
    });
    expect(await prisma.booking.count()).toBe(before);
  });
});
