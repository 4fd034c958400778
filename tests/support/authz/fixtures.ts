import type { AuthUser } from "@/server/auth/user";
import type { PrismaClient } from "@/generated/prisma/client";
import { zonedDay } from "@/lib/time/zoned-time";
import { weekdayCodes } from "@/server/availability/series-schema";
import { issueToken } from "@/server/tokens/service";
import type { SchoolWorld } from "./world";
import { now as appNow } from "@/server/time/now";

export type Created = {
  disciplines: number[];
  exams: string[];
  questions: string[];
  blocks: string[];
  series: string[];
  bookings: string[];
  tokens: string[];
  calendarFeeds: string[];
};

const year = appNow().getUTCFullYear();
/** Far beyond the seeded data and other tests' slots (they book two years ahead). */
const farFuture = (offset: number) => Date.UTC(year + 5, 0, 1) + offset * 7 * 86_400_000;

/**
 * Fresh rows that a matrix case may change or delete, so that allowed writes never touch the
 * seeded data; every row made here or by an allowed write is recorded and removed afterwards.
 */
export function fixtures(prisma: PrismaClient) {
  const created: Created = {
    disciplines: [],
    exams: [],
    questions: [],
    blocks: [],
    series: [],
    bookings: [],
    tokens: [],
    calendarFeeds: [],
  };
  let serial = 0;
  const window = () => ({ after: farFuture(serial), before: farFuture(serial) + 86_400_000 });
  /** A weekly series of one hour-long occurrence in a fresh window, on its first day in the schools' zone. */
  const seriesBody = (teacherId: string) => {
    const { after } = (serial++, window());
    const weekday = (new Date(zonedDay(after, "America/Sao_Paulo").dayMs).getUTCDay() + 6) % 7;
    const byDay = weekdayCodes[weekday]!;
    return { teacher_id: teacherId, start_date: after, end_date: after + 3_600_000, by_day: [byDay], count: 1 };
  };

  return {
    created,
    /** A day far ahead that no other fixture uses. */
    window: () => (serial++, window()),
    /** A discipline of the school's, owned together with `coOwner` when given. */
    async discipline(school: SchoolWorld, coOwner?: SchoolWorld) {
      const owners = [school, ...(coOwner ? [coOwner] : [])].map((s) => ({ schoolId: s.schoolId }));
      const row = await prisma.discipline.create({
        data: {
          name: `authz-matrix ${++serial}`,
          allowOnlyFeatures: [],
          owners: { create: owners },
          subjects: { create: { name: "authz-matrix subject" } },
          groups: { create: { groupId: school.groupId } },
        },
        include: { subjects: true },
      });
      created.disciplines.push(row.id);
      return { id: row.id, subjectId: row.subjects[0]!.id };
    },
    async question(school: SchoolWorld) {
      const row = await prisma.bankQuestion.create({
        data: {
          schoolId: school.schoolId,
          disciplineId: school.disciplineId,
          subjectId: school.subjectId,
          type: "DISCURSIVE",
          description: `authz-matrix ${++serial}`,
          source: "authz-matrix",
        },
      });
      created.questions.push(row.id);
      return row.id;
    },
    async exam(school: SchoolWorld) {
      const { after, before } = window();
      const row = await prisma.exam.create({
        data: {
          schoolId: school.schoolId,
          name: `authz-matrix ${++serial}`,
          description: "",
          groups: {
            create: {
              groupId: school.groupId,
              availableAfter: new Date(after),
              availableBefore: new Date(before),
              instantAnswerFeedback: false,
              allowMultipleAnswers: false,
              isReadonly: false,
            },
          },
          questions: { create: { questionId: school.questionId, position: 0 } },
        },
      });
      created.exams.push(row.id);
      return row.id;
    },
    async block(school: SchoolWorld, teacherId = school.teacherId) {
      const { after, before } = window();
      serial++;
      const row = await prisma.availabilityBlock.create({
        data: {
          teacherId,
          createdById: teacherId,
          startDate: new Date(after),
          endDate: new Date(before),
          reason: "authz-matrix",
        },
      });
      created.blocks.push(row.id);
      return row.id;
    },
    /** A booking of the school's teacher (or `teacherId`) with its student, on a day far ahead. */
    async booking(school: SchoolWorld, teacherId = school.teacherId) {
      const { after } = window();
      serial++;
      const row = await prisma.booking.create({
        data: {
          schoolId: school.schoolId,
          groupId: school.groupId,
          studentId: school.studentId,
          teacherId,
          disciplineId: school.disciplineId,
          scheduledFor: new Date(after),
          durationMinutes: 30,
        },
      });
      created.bookings.push(row.id);
      return row.id;
    },
    seriesBody,
    async series(school: SchoolWorld, teacherId = school.teacherId) {
      const body = seriesBody(teacherId);
      const dates = { startDate: new Date(body.start_date), endDate: new Date(body.end_date) };
      const row = await prisma.availabilitySeries.create({
        data: {
          teacherId,
          createdById: teacherId,
          startDate: dates.startDate,
          durationMinutes: 60,
          timeZone: "America/Sao_Paulo",
          rrule: `FREQ=WEEKLY;WKST=MO;BYDAY=${body.by_day[0]};COUNT=1`,
          reason: "authz-matrix",
          blocks: { create: { teacherId, createdById: teacherId, reason: "authz-matrix", ...dates } },
        },
      });
      created.series.push(row.id);
      return row.id;
    },
    async token(user: AuthUser) {
      const row = await issueToken(prisma, user, { name: "authz-matrix" });
      created.tokens.push(row.id);
      return row.id;
    },
    /**
     * A feed of a user (a school's, or with no school their own), written directly: a student may own none. It
     * replaces the user's active feed of the same school, as a rotation does: one works at a time.
     */
    async calendarFeed(userId: string, schoolId: string | null) {
      await prisma.calendarFeed.updateMany({
        where: { userId, schoolId, revokedAt: null },
        data: { revokedAt: appNow() },
      });
      const secretHash = `authz-matrix-${crypto.randomUUID()}`;
      const row = await prisma.calendarFeed.create({ data: { userId, schoolId, secretHash } });
      created.calendarFeeds.push(row.id);
      return row.id;
    },
    /** A bookable slot of the school's teacher: inside their weekly schedule, a week no one else uses. */
    async slot(school: SchoolWorld) {
      const schedule = await prisma.teacherSchedule.findFirstOrThrow({
        where: { teacherId: school.teacherId, endMinute: { gte: 0 } },
        orderBy: [{ weekday: "asc" }, { startMinute: "asc" }],
      });
      const membership = await prisma.groupMembership.findFirstOrThrow({
        where: {
          user: { role: "STUDENT", blockedAt: null, deletedAt: null },
          group: {
            schoolId: school.schoolId,
            disciplines: { some: { disciplineId: schedule.disciplineId } },
            members: { some: { userId: school.teacherId } },
          },
        },
        orderBy: { userId: "asc" },
      });
      const base = new Date(farFuture(++serial + 1000));
      const day = base.getTime() + ((schedule.weekday - base.getUTCDay() + 7) % 7) * 86_400_000;
      // The schools' time zone (São Paulo) is UTC−3 all year.
      const start = day + (schedule.startMinute + 180) * 60_000;
      return {
        teacher_id: school.teacherId,
        student_id: membership.userId,
        group_id: membership.groupId,
        discipline_id: schedule.disciplineId,
        scheduled_for: start,
      };
    },
    async removeAll() {
      await prisma.booking.deleteMany({ where: { id: { in: created.bookings } } });
      await prisma.availabilityBlock.deleteMany({ where: { id: { in: created.blocks } } });
      await prisma.availabilityBlock.deleteMany({ where: { seriesId: { in: created.series } } });
      await prisma.availabilitySeries.deleteMany({ where: { id: { in: created.series } } });
      await prisma.exam.deleteMany({ where: { id: { in: created.exams } } });
      await prisma.bankQuestion.deleteMany({ where: { id: { in: created.questions } } });
      await prisma.discipline.deleteMany({ where: { id: { in: created.disciplines } } });
      await prisma.apiToken.deleteMany({ where: { id: { in: created.tokens } } });
      await prisma.calendarFeed.deleteMany({ where: { id: { in: created.calendarFeeds } } });
    },
  };
}

export type Fixtures = ReturnType<typeof fixtures>;
