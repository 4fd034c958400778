import { DEMO_ACCOUNTS } from "./build-people";
import { Rng, idStream } from "./random";
import { DAY, HOUR, addDays, atLocalMinute, between, localDays, maxDate, minDate, type LocalDay } from "./time";
import type { Interval, ScheduleInfo, TeacherInfo, World } from "./types";

type Period = { weekday: number; start: number; end: number };

const hm = (h: number, m = 0) => h * 60 + m;
/** Daytime periods a teacher may hold tutoring hours in (Mon–Fri morning/afternoon, Saturday morning). */
const DAY_PERIODS: Period[] = [
  ...[1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, start: hm(7, 30), end: hm(11, 30) },
    { weekday, start: hm(13), end: hm(17) },
  ]),
  { weekday: 6, start: hm(8), end: hm(12) },
];
/** The evening online duty ("plantão"), every day of the week. */
export const DUTY_PERIOD = { start: hm(19), end: hm(22) };

type BlockKind = { reason: string; partOfDay: boolean; days: [number, number]; hours: [number, number] };
const BLOCK_KINDS: BlockKind[] = [
  { reason: "Consulta médica", partOfDay: true, days: [1, 1], hours: [2, 4] },
  { reason: "Formação pedagógica", partOfDay: false, days: [1, 2], hours: [0, 0] },
  { reason: "Conselho de classe", partOfDay: true, days: [1, 1], hours: [3, 5] },
  { reason: "Reunião de pais e mestres", partOfDay: true, days: [1, 1], hours: [2, 3] },
  { reason: "Licença médica", partOfDay: false, days: [3, 7], hours: [0, 0] },
  { reason: "Congresso de Educação", partOfDay: false, days: [2, 3], hours: [0, 0] },
  { reason: "Estudo do meio com a turma", partOfDay: false, days: [1, 2], hours: [0, 0] },
  { reason: "Compromisso pessoal", partOfDay: true, days: [1, 1], hours: [2, 3] },
  { reason: "Férias", partOfDay: false, days: [7, 14], hours: [0, 0] },
];

/** Weekly tutoring hours per teacher and discipline, and the teachers' availability blocks. */
export function buildSchedules(world: World): void {
  const rng = Rng.stream("schedules");
  const newScheduleId = idStream("teacher_schedules");
  for (const teacher of world.teachers) {
    teacher.schedules = isTiago(world, teacher) ? tiagoSchedule(teacher) : randomSchedule(rng, teacher);
    for (const s of teacher.schedules) {
      world.rows.teacherSchedules.push({
        id: newScheduleId(),
        teacherId: teacher.id,
        schoolId: teacher.school.id,
        disciplineId: s.disciplineId,
        weekday: s.weekday,
        startMinute: s.startMinute,
        endMinute: s.endMinute,
      });
    }
  }
  buildBlocks(world);
}

const isTiago = (world: World, teacher: TeacherInfo) =>
  world.rows.users.some((u) => u.id === teacher.id && u.email === DEMO_ACCOUNTS.teacher.email);

function tiagoSchedule(teacher: TeacherInfo): ScheduleInfo[] {
  const [math, physics] = teacher.disciplineIds as [number, number];
  return [
    ...[1, 3, 5].map((weekday) => ({
      disciplineId: math,
      weekday,
      startMinute: hm(7, 30),
      endMinute: hm(11, 30),
      onDuty: false,
    })),
    ...[2, 4].map((weekday) => ({
      disciplineId: physics,
      weekday,
      startMinute: hm(13),
      endMinute: hm(17),
      onDuty: false,
    })),
    { disciplineId: math, weekday: 4, startMinute: hm(8), endMinute: hm(10), onDuty: false },
  ];
}

function randomSchedule(rng: Rng, teacher: TeacherInfo): ScheduleInfo[] {
  const free = rng.shuffle(DAY_PERIODS);
  const schedules: ScheduleInfo[] = [];
  for (const disciplineId of teacher.disciplineIds) {
    const periods = free.splice(0, teacher.disciplineIds.length > 1 ? 2 : rng.int(2, 4));
    for (const p of periods) {
      const startMinute = p.start + rng.pick([0, 0, 30, 60]);
      const endMinute = Math.max(startMinute + 120, p.end - rng.pick([0, 0, 30, 60]));
      schedules.push({ disciplineId, weekday: p.weekday, startMinute, endMinute, onDuty: false });
    }
  }
  if (teacher.onDuty) {
    const disciplineId = teacher.disciplineIds[0] as number;
    for (let weekday = 0; weekday < 7; weekday++) {
      schedules.push({
        disciplineId,
        weekday,
        startMinute: DUTY_PERIOD.start,
        endMinute: DUTY_PERIOD.end,
        onDuty: true,
      });
    }
  }
  return schedules.sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
}

const overlaps = (a: Interval, b: Interval) =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

function buildBlocks(world: World): void {
  const rng = Rng.stream("availability_blocks");
  const newBlockId = idStream("availability_blocks");
  const { clock } = world;
  // No block touches the day around "now", so the live queue and the next day's bookings stay bookable.
  const keepFree: Interval = { start: addDays(clock.now, -1), end: addDays(clock.now, 1.5) };
  const days = localDays(addDays(clock.from, 7), addDays(clock.until, -3));

  for (const teacher of world.teachers) {
    const tiago = isTiago(world, teacher);
    const wanted = tiago ? 3 : rng.chance(0.55) ? rng.int(1, 2) : 0;
    const kinds = tiago
      ? (["Consulta médica", "Licença médica", "Formação pedagógica"].map((r) =>
          BLOCK_KINDS.find((k) => k.reason === r),
        ) as BlockKind[])
      : Array.from({ length: wanted }, () => rng.pick(BLOCK_KINDS));
    kinds.forEach((kind, index) => {
      for (let attempt = 0; attempt < 20; attempt++) {
        // Tiago's last block is upcoming, the others lie in the past.
        const pool = tiago
          ? days.filter((d) =>
              index === 2 ? d.dayMs > clock.now.getTime() + 2 * DAY : d.dayMs < clock.now.getTime() - 7 * DAY,
            )
          : days;
        const block = placeBlock(rng, teacher, kind, rng.pick(pool));
        if (!block || overlaps(block, keepFree) || teacher.blocks.some((b) => overlaps(b, block))) continue;
        teacher.blocks.push(block);
        const future = block.start.getTime() > clock.now.getTime();
        const createdAt = future
          ? maxDate(teacher.createdAt, between(rng, addDays(clock.now, -10), clock.now))
          : maxDate(teacher.createdAt, between(rng, addDays(block.start, -20), addDays(block.start, -1)));
        const updatedAt = rng.chance(0.3)
          ? minDate(clock.now, new Date(createdAt.getTime() + rng.int(1, 48) * HOUR))
          : createdAt;
        world.rows.availabilityBlocks.push({
          id: newBlockId(),
          teacherId: teacher.id,
          startDate: block.start,
          endDate: block.end,
          reason: kind.reason,
          createdById: rng.chance(0.6) ? teacher.id : teacher.school.adminId,
          createdAt,
          updatedAt,
        });
        break;
      }
    });
  }
}

function placeBlock(rng: Rng, teacher: TeacherInfo, kind: BlockKind, day: LocalDay): Interval | undefined {
  if (!kind.partOfDay) {
    const span = rng.int(kind.days[0], kind.days[1]);
    return { start: atLocalMinute(day, 0), end: atLocalMinute(day, span * 24 * 60 - 1) };
  }
  const windows = teacher.schedules.filter((s) => s.weekday === day.weekday && !s.onDuty);
  if (windows.length === 0) return undefined;
  const window = rng.pick(windows);
  const startMinute = window.startMinute + rng.pick([0, 30, 60]);
  const length = rng.int(kind.hours[0], kind.hours[1]) * 60;
  return { start: atLocalMinute(day, startMinute), end: atLocalMinute(day, startMinute + length) };
}
