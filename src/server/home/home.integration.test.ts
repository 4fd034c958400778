import { afterAll, beforeAll, expect, it } from "vitest";
import type { AuthUser } from "@/server/auth/user";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testCtx, testDeps } from "../../../tests/support/deps";
import { homeNumbers } from "./home-numbers";
import { teacherAgenda } from "./teacher-agenda";

// Monday 9 January 2090, 23:30 in Tokyo (its day and week began at 15:00 UTC on the 8th) and 11:30 in São Paulo
// (its began at 03:00 UTC on the 9th). No other test writes in 2090, so the platform admin's numbers are ours.
const now = new Date("2090-01-09T14:30:00Z");
const at = (iso: string) => new Date(iso);

describeEachDatabase("the home page's numbers and a teacher's agenda", (database) => {
  const tag = crypto.randomUUID().slice(0, 8);
  let tokyoAdmin: AuthUser;
  let teacher: AuthUser;
  const schoolIds: string[] = [];
  const userIds: string[] = [];
  let disciplineId: number;

  beforeAll(async () => {
    const { prisma } = database();
    const school = async (timeZone: string) => {
      const s = await prisma.school.create({
        data: { name: `Home ${timeZone} ${tag}`, timeZone, groups: { create: { name: `Turma ${tag}` } } },
        include: { groups: true },
      });
      schoolIds.push(s.id);
      return { id: s.id, groupId: s.groups[0]!.id };
    };
    const tokyo = await school("Asia/Tokyo");
    const saoPaulo = await school("America/Sao_Paulo");
    const user = async (role: "SCHOOL_ADMIN" | "TEACHER" | "STUDENT", name: string) => {
      const u = await prisma.user.create({
        data: {
          email: `${name}-${tag}@example.com`,
          firstName: name,
          lastName: tag,
          role,
          schoolMemberships: {
            create: [{ schoolId: tokyo.id }, { schoolId: saoPaulo.id }].slice(0, role === "STUDENT" ? 2 : 1),
          },
          groupMemberships: { create: role === "SCHOOL_ADMIN" ? [] : [{ groupId: tokyo.groupId }] },
        },
      });
      userIds.push(u.id);
      return { id: u.id, email: u.email, name: `${u.firstName} ${u.lastName}`, role: u.role };
    };
    tokyoAdmin = await user("SCHOOL_ADMIN", "admin");
    teacher = await user("TEACHER", "teacher");
    const student = await user("STUDENT", "student");
    disciplineId = (await prisma.discipline.create({ data: { name: `Home ${tag}` } })).id;

    const question = (
      groupId: string,
      status: "WAITING" | "IN_PROGRESS" | "ANSWERED" | "CANCELLED",
      answeredAt?: string,
    ) => ({
      studentId: student.id,
      groupId,
      disciplineId,
      status,
      description: "?",
      answeredAt: answeredAt ? at(answeredAt) : null,
    });
    await prisma.studentQuestion.createMany({
      data: [
        question(tokyo.groupId, "WAITING"),
        question(tokyo.groupId, "IN_PROGRESS"),
        question(tokyo.groupId, "CANCELLED"),
        question(tokyo.groupId, "ANSWERED", "2090-01-08T15:00:00Z"), // Monday 00:00 in Tokyo: this week
        question(tokyo.groupId, "ANSWERED", "2090-01-08T14:59:59.999Z"), // Sunday in Tokyo
        question(tokyo.groupId, "ANSWERED", "2090-01-09T14:00:00Z"),
        question(tokyo.groupId, "ANSWERED", "2090-01-09T15:00:00Z"), // after now
        question(saoPaulo.groupId, "WAITING"),
        question(saoPaulo.groupId, "ANSWERED", "2090-01-09T02:00:00Z"), // Sunday in São Paulo, Monday in Tokyo
        question(saoPaulo.groupId, "ANSWERED", "2090-01-09T05:00:00Z"),
      ],
    });
    const booking = (s: { id: string; groupId: string }, scheduledFor: string, cancelled = false) => ({
      schoolId: s.id,
      groupId: s.groupId,
      studentId: student.id,
      teacherId: teacher.id,
      disciplineId,
      scheduledFor: at(scheduledFor),
      cancelledAt: cancelled ? at("2090-01-01T00:00:00Z") : null,
    });
    await prisma.booking.createMany({
      data: [
        booking(tokyo, "2090-01-08T14:59:00Z"), // yesterday in Tokyo
        booking(tokyo, "2090-01-08T15:00:00Z"),
        booking(tokyo, "2090-01-09T14:59:00Z", true),
        booking(tokyo, "2090-01-09T14:59:00Z"),
        booking(tokyo, "2090-01-09T15:00:00Z"), // tomorrow in Tokyo, next in the teacher's agenda
        booking(tokyo, "2090-01-16T14:30:00Z"), // a week away: past the agenda
        booking(saoPaulo, "2090-01-09T02:00:00Z"), // yesterday in São Paulo
        booking(saoPaulo, "2090-01-09T04:00:00Z"),
      ],
    });
    const exam = (name: string, windows: [string, string][]) =>
      prisma.exam.create({
        data: {
          schoolId: tokyo.id,
          name: `${name} ${tag}`,
          description: "",
          groups: {
            create: windows.map(([after, before]) => ({
              groupId: tokyo.groupId,
              availableAfter: at(after),
              availableBefore: at(before),
              instantAnswerFeedback: false,
              allowMultipleAnswers: false,
              isReadonly: false,
            })),
          },
        },
      });
    await exam("open", [["2090-01-09T14:30:00Z", "2090-01-10T00:00:00Z"]]);
    await exam("upcoming", [["2090-01-09T14:30:01Z", "2090-01-11T00:00:00Z"]]);
    await exam("closed", [["2090-01-01T00:00:00Z", "2090-01-09T14:29:59Z"]]);
    await prisma.availabilityBlock.create({
      data: {
        teacherId: teacher.id,
        createdById: teacher.id,
        startDate: at("2090-01-09T12:00:00Z"),
        endDate: at("2090-01-09T16:00:00Z"),
        reason: "Consulta",
      },
    });
  });

  afterAll(async () => {
    const { prisma } = database();
    await prisma.exam.deleteMany({ where: { schoolId: { in: schoolIds } } });
    await prisma.booking.deleteMany({ where: { schoolId: { in: schoolIds } } });
    await prisma.studentQuestion.deleteMany({ where: { disciplineId } });
    await prisma.discipline.delete({ where: { id: disciplineId } });
    await prisma.user.deleteMany({ where: { id: { in: userIds } } });
    await prisma.group.deleteMany({ where: { schoolId: { in: schoolIds } } });
    await prisma.school.deleteMany({ where: { id: { in: schoolIds } } });
  });

  it("counts a school admin's school, cutting days and the week at the school's midnight", async () => {
    const ctx = await testCtx(testDeps(database()), tokyoAdmin);
    expect(await homeNumbers(ctx, { now })).toEqual({
      questionsWaiting: 2,
      answeredThisWeek: 2,
      examsOpen: 1,
      examsUpcoming: 1,
      bookingsToday: 2,
    });
  });

  it("counts every school for the platform admin, each in its own zone", async () => {
    const ctx = await testCtx(testDeps(database()), await demoUser(database().prisma, demo.admin));
    const numbers = await homeNumbers(ctx, { now });
    expect(numbers).toMatchObject({ answeredThisWeek: 3, bookingsToday: 3 });
    const { prisma } = database();
    const all = await prisma.studentQuestion.count({ where: { status: { in: ["WAITING", "IN_PROGRESS"] } } });
    expect(numbers.questionsWaiting).toBe(all);
    // Other tests' exams may be open in 2090 too (windows to far dates): counted by Prisma as the oracle.
    const open = await prisma.exam.count({
      where: { groups: { some: { availableAfter: { lte: now }, availableBefore: { gte: now } } } },
    });
    expect(numbers.examsOpen).toBe(open);
    expect(open).toBeGreaterThanOrEqual(1);
  });

  it("gives a teacher their next week's bookings and blocks, in order", async () => {
    const ctx = await testCtx(testDeps(database()), teacher);
    const agenda = await teacherAgenda(ctx, { now });
    expect(agenda.bookings.map((b) => b.scheduledFor.toISOString())).toEqual([
      "2090-01-09T14:59:00.000Z",
      "2090-01-09T15:00:00.000Z",
    ]);
    expect(agenda.bookings[0]).toMatchObject({ student: `student ${tag}`, discipline: `Home ${tag}` });
    expect(agenda.blocks).toEqual([
      expect.objectContaining({ reason: "Consulta", startDate: at("2090-01-09T12:00:00Z") }),
    ]);
    // The same rule (teacherManaged) shows an admin the agendas of their schools' teachers.
    const admin = await teacherAgenda(await testCtx(testDeps(database()), tokyoAdmin), { now });
    expect(admin.bookings).toHaveLength(2);
  });
});
