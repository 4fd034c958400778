import type { Prisma } from "@/generated/prisma/client";
import { canAct } from "./build-people";
import { DUTY_PERIOD } from "./build-schedules";
import { Rng, idStream } from "./random";
import {
  DAY,
  HOUR,
  MINUTE,
  addDays,
  addMinutes,
  atLocalMinute,
  between,
  localDays,
  localParts,
  maxDate,
  minDate,
} from "./time";
import type { Interval, StudentInfo, TeacherInfo, World } from "./types";

/** What the bookings report derives as status (spec 3.1); the seed writes the facts that lead to it. */
export type BookingOutcome =
  | "PRESENT"
  | "NO_SHOW"
  | "OUTSIDE_SCHEDULE_CANCEL"
  | "INSIDE_SCHEDULE_CANCEL"
  | "CANCELLED"
  | "PENDING"
  | "QUEUE"
  | "LEFT_QUEUE"
  | "NOT_REALIZED";

type Slot = Interval & { disciplineId: number; queue: boolean; windowEnd: Date };

export const studentRating = (rng: Rng) =>
  rng.weighted([
    [5, 0.45],
    [4, 0.3],
    [3, 0.14],
    [2, 0.07],
    [1, 0.04],
  ] as const);

const overlaps = (a: Interval, b: Interval) =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/**
 * Scheduled and queue bookings inside the teachers' weekly hours, never overlapping another booking
 * of the same teacher nor one of the teacher's availability blocks, covering every report status.
 */
export function buildBookings(world: World): void {
  const rng = Rng.stream("bookings");
  const newId = idStream("bookings");
  const { clock } = world;
  const pastLimit = addMinutes(clock.now, -60);
  const futureStart = addDays(clock.now, 1);
  const days = localDays(clock.from, clock.until);

  for (const teacher of world.teachers) {
    const taken: Interval[] = [...teacher.blocks];
    const free = (slot: Interval) => !taken.some((t) => overlaps(t, slot));
    const write = (slot: Slot, outcome: BookingOutcome, student: StudentInfo) => {
      taken.push(slot);
      world.rows.bookings.push(bookingRow(rng, world, newId(), teacher, student, slot, outcome));
    };

    // The live queue of the evening duty: students who joined within the last hour before "now".
    if (teacher.onDuty) {
      for (const minutesAgo of [50, 20]) {
        const start = addMinutes(clock.now, -minutesAgo);
        const { minute } = localParts(start);
        if (minute < DUTY_PERIOD.start || minute + 20 > DUTY_PERIOD.end) continue;
        const slot: Slot = {
          start,
          end: addMinutes(start, 20),
          disciplineId: teacher.disciplineIds[0] as number,
          queue: true,
          windowEnd: addMinutes(start, 30),
        };
        const student = pickStudent(rng, teacher, slot.disciplineId, start);
        if (student && free(slot)) write(slot, "QUEUE", student);
      }
    }

    const candidates: Slot[] = [];
    for (const day of days) {
      for (const s of teacher.schedules) {
        if (s.weekday !== day.weekday) continue;
        const windowEnd = atLocalMinute(day, s.endMinute);
        for (let minute = s.startMinute; minute + 30 <= s.endMinute; minute += 30) {
          const start = atLocalMinute(day, minute);
          if (start.getTime() < teacher.createdAt.getTime()) continue;
          const end = addMinutes(start, 30);
          if (end.getTime() > pastLimit.getTime() && start.getTime() < futureStart.getTime()) continue;
          candidates.push({ start, end, disciplineId: s.disciplineId, queue: s.onDuty, windowEnd });
        }
      }
    }

    const target = Math.round(
      world.plan.rates.bookingsPerTeacher *
        Math.min(1, world.plan.volume) *
        rng.between(0.6, 1.4) *
        (teacher.onDuty ? 1.5 : 1),
    );
    let made = 0;
    for (const candidate of rng.shuffle(candidates)) {
      if (made >= target) break;
      const past = candidate.end.getTime() <= pastLimit.getTime();
      const queue = candidate.queue && past && rng.chance(0.9);
      const duration = queue
        ? 20
        : rng.weighted([
            [30, 0.7],
            [45, 0.15],
            [60, 0.15],
          ] as const);
      const slot: Slot = { ...candidate, queue, end: addMinutes(candidate.start, duration) };
      if (
        slot.end.getTime() > slot.windowEnd.getTime() ||
        (past && slot.end.getTime() > pastLimit.getTime()) ||
        !free(slot)
      )
        continue;
      const outcome: BookingOutcome = queue
        ? rng.weighted([
            ["PRESENT", 0.55],
            ["LEFT_QUEUE", 0.25],
            ["NOT_REALIZED", 0.2],
          ] as const)
        : past
          ? rng.weighted([
              ["PRESENT", 0.6],
              ["NO_SHOW", 0.12],
              ["OUTSIDE_SCHEDULE_CANCEL", 0.09],
              ["INSIDE_SCHEDULE_CANCEL", 0.1],
              ["CANCELLED", 0.09],
            ] as const)
          : rng.weighted([
              ["PENDING", 0.82],
              ["INSIDE_SCHEDULE_CANCEL", 0.1],
              ["CANCELLED", 0.08],
            ] as const);
      // The student must have been enrolled (and not blocked) from well before the booking was made.
      const student = pickStudent(
        rng,
        teacher,
        slot.disciplineId,
        addDays(slot.start, -15),
        past ? slot.end : undefined,
      );
      if (!student) continue;
      write(slot, outcome, student);
      made++;
    }
  }
  world.rows.bookings.sort(
    (a, b) => +new Date(a.scheduledFor) - +new Date(b.scheduledFor) || a.id!.localeCompare(b.id!),
  );
}

function pickStudent(
  rng: Rng,
  teacher: TeacherInfo,
  disciplineId: number,
  from: Date,
  to?: Date,
): StudentInfo | undefined {
  const groups = teacher.groups.filter((g) => g.disciplineIds.includes(disciplineId));
  const students = groups
    .flatMap((g) => g.students)
    .filter((s) => s.activity > 0 && canAct(s, from) && (!to || canAct(s, to)));
  if (students.length === 0) return undefined;
  return rng.weighted(students.map((s) => [s, s.activity] as const));
}

function bookingRow(
  rng: Rng,
  world: World,
  id: string,
  teacher: TeacherInfo,
  student: StudentInfo,
  slot: Slot,
  outcome: BookingOutcome,
): Prisma.BookingCreateManyInput {
  const { now } = world.clock;
  const school = teacher.school;
  const minHours = school.def.minHoursToCancel * HOUR;
  const start = slot.start;
  const online = school.rooms.filter((r) => r.modal === "ONLINE");
  const inPerson = school.rooms.filter((r) => r.modal === "IN_PERSON");
  const room = slot.queue || inPerson.length === 0 || rng.chance(0.4) ? rng.pick(online) : rng.pick(inPerson);
  const row: Prisma.BookingCreateManyInput = {
    id,
    schoolId: school.id,
    groupId: student.group.id,
    studentId: student.id,
    teacherId: teacher.id,
    disciplineId: slot.disciplineId,
    roomId: room.id,
    kind: slot.queue ? "QUEUE" : "SCHEDULED",
    scheduledFor: start,
    durationMinutes: Math.round((slot.end.getTime() - start.getTime()) / MINUTE),
  };
  const earliest = addDays(student.createdAt, 1);
  const leadTime = (min: number, max: number) => maxDate(earliest, new Date(start.getTime() - rng.between(min, max)));
  const at = (from: Date, to: Date) => between(rng, from, to);

  if (slot.queue) {
    row.createdAt = start;
    row.queueJoinedAt = start;
    if (outcome === "PRESENT") {
      const created = addMinutes(start, rng.between(1, 5));
      const started = addMinutes(created, rng.between(0, 1));
      Object.assign(row, {
        meetingCreatedAt: created,
        meetingStartedAt: started,
        meetingEndedAt: addMinutes(started, rng.between(8, 15)),
      });
      Object.assign(row, ratings(rng, true));
    } else if (outcome === "LEFT_QUEUE") {
      row.queueLeftAt = addMinutes(start, rng.between(2, 18));
    }
    return row;
  }

  switch (outcome) {
    case "INSIDE_SCHEDULE_CANCEL": {
      // Cancelled by the student early enough: before scheduledFor minus the school's minimum hours.
      const latest = minDate(now, new Date(start.getTime() - minHours - 30 * MINUTE));
      const created = maxDate(earliest, new Date(latest.getTime() - rng.between(HOUR, 10 * DAY)));
      Object.assign(row, {
        createdAt: created,
        cancelledAt: at(addMinutes(created, 10), latest),
        cancelledById: student.id,
      });
      break;
    }
    case "OUTSIDE_SCHEDULE_CANCEL": {
      // Cancelled by the student too late: within the minimum hours before scheduledFor.
      const lower = new Date(start.getTime() - minHours + 30 * MINUTE);
      const created = maxDate(earliest, new Date(lower.getTime() - rng.between(HOUR, 7 * DAY)));
      Object.assign(row, {
        createdAt: created,
        cancelledAt: at(maxDate(lower, addMinutes(created, 10)), addMinutes(start, -10)),
        cancelledById: student.id,
      });
      break;
    }
    case "CANCELLED": {
      const created = minDate(leadTime(2 * HOUR, 14 * DAY), addMinutes(now, -60));
      const by = rng.chance(0.65) ? teacher.id : school.adminId;
      Object.assign(row, {
        createdAt: created,
        cancelledAt: at(addMinutes(created, 10), minDate(addMinutes(start, -5), now)),
        cancelledById: by,
      });
      break;
    }
    case "PRESENT": {
      row.createdAt = leadTime(2 * HOUR, 14 * DAY);
      const created = addMinutes(start, -rng.between(0, 10));
      const started = addMinutes(start, rng.between(0, 6));
      const length = (row.durationMinutes ?? 30) * rng.between(0.6, 1.1);
      Object.assign(row, {
        meetingCreatedAt: created,
        meetingStartedAt: started,
        meetingEndedAt: addMinutes(started, length),
      });
      Object.assign(row, ratings(rng, room.modal === "ONLINE"));
      break;
    }
    default: // NO_SHOW (in the past) and PENDING (upcoming): only the booking itself.
      row.createdAt = minDate(leadTime(2 * HOUR, 14 * DAY), addMinutes(now, -rng.between(5, 600)));
  }
  return row;
}

function ratings(rng: Rng, online: boolean): Partial<Prisma.BookingCreateManyInput> {
  return {
    ratingByStudent: rng.chance(0.8) ? studentRating(rng) : null,
    ratingByTeacher: rng.chance(0.85) ? studentRating(rng) : null,
    callQualityRatingByStudent: online && rng.chance(0.7) ? studentRating(rng) : null,
    callQualityRatingByTeacher: online && rng.chance(0.7) ? studentRating(rng) : null,
  };
}
