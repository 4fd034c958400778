import { expect, it } from "vitest";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testCtx, testDeps } from "../../../tests/support/deps";
import { groupsUsageWithPrevious, previewReport } from "./preview";

describeEachDatabase("report previews for the downloads page", (database) => {
  const wide = { start_date: Date.UTC(2000, 0, 1), end_date: Date.UTC(2100, 0, 1) };

  it("reads the first 20 rows of a row report and closes the cursor", async () => {
    const { prisma } = database();
    const ana = await testCtx(testDeps(database()), await demoUser(prisma, demo.ana), "http://app");
    const rows = await previewReport(ana, { report: "questions", input: wide });
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveProperty("question_status");
    expect(await previewReport(ana, { report: "bookings", input: wide })).toHaveLength(20);
    // The pool has its connection back: the next query does not wait for a leaked cursor.
    await expect(prisma.school.count()).resolves.toBeGreaterThan(0);
  });

  it("compares groups usage with the previous period of the same length", async () => {
    const { prisma } = database();
    const tag = crypto.randomUUID().slice(0, 8);
    // A school of its own, so that only these questions count; UTC, so that its days are those written here.
    const school = await prisma.school.create({
      data: { name: `Preview ${tag}`, timeZone: "UTC", groups: { create: { name: `Turma ${tag}` } } },
      include: { groups: true },
    });
    const groupId = school.groups[0]!.id;
    const student = await prisma.user.create({
      data: { email: `preview-${tag}@example.com`, firstName: "Preview", lastName: tag, role: "STUDENT" },
    });
    const discipline = await prisma.discipline.create({ data: { name: `Preview ${tag}` } });
    try {
      // 11 to 20 March 2001 is asked for, so the previous period is 1 to 10 March; each edge is a question.
      const asked = [
        "2001-02-28T23:59:59.999Z", // before both
        "2001-03-01T00:00:00.000Z", // the previous period's first instant
        "2001-03-05T12:00:00.000Z",
        "2001-03-10T23:59:59.999Z", // its last
        "2001-03-11T00:00:00.000Z", // the range's first instant, twice
        "2001-03-11T00:00:00.000Z",
        "2001-03-15T12:00:00.000Z",
        "2001-03-20T23:59:59.999Z", // its last
        "2001-03-21T00:00:00.000Z", // after both
      ];
      await prisma.studentQuestion.createMany({
        data: asked.map((at) => ({
          studentId: student.id,
          groupId,
          disciplineId: discipline.id,
          status: "WAITING" as const,
          description: "?",
          createdAt: new Date(at),
        })),
      });
      const admin = await testCtx(testDeps(database()), await demoUser(prisma, demo.admin), "http://app");
      const { current, previous } = await groupsUsageWithPrevious(admin, {
        start_date: Date.UTC(2001, 2, 11),
        end_date: Date.UTC(2001, 2, 21) - 1,
        group_ids: [groupId],
        show_disciplines: false,
        show_teachers: false,
      });
      expect(current).toMatchObject({ start_date: "11/03/2001", end_date: "20/03/2001", total_questions: 4 });
      expect(previous).toMatchObject({ start_date: "01/03/2001", end_date: "10/03/2001", total_questions: 3 });
    } finally {
      await prisma.studentQuestion.deleteMany({ where: { disciplineId: discipline.id } });
      await prisma.discipline.delete({ where: { id: discipline.id } });
      await prisma.user.delete({ where: { id: student.id } });
      await prisma.group.delete({ where: { id: groupId } });
      await prisma.school.delete({ where: { id: school.id } });
    }
  });
});
