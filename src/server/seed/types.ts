import type { Prisma } from "@/generated/prisma/client";
import type { DisciplineDef, SchoolDef } from "./catalog";
import type { SeedClock } from "./time";

/** Every row the seed writes, per table, in insertion (foreign key) order. */
export type DemoRows = {
  schools: Prisma.SchoolCreateManyInput[];
  groups: Prisma.GroupCreateManyInput[];
  users: Prisma.UserCreateManyInput[];
  schoolMemberships: Prisma.SchoolMembershipCreateManyInput[];
  groupMemberships: Prisma.GroupMembershipCreateManyInput[];
  disciplines: Prisma.DisciplineCreateManyInput[];
  disciplineOwners: Prisma.DisciplineOwnerCreateManyInput[];
  groupDisciplines: Prisma.GroupDisciplineCreateManyInput[];
  teacherDisciplines: Prisma.TeacherDisciplineCreateManyInput[];
  subjects: Prisma.SubjectCreateManyInput[];
  bookingRooms: Prisma.BookingRoomCreateManyInput[];
  teacherSchedules: Prisma.TeacherScheduleCreateManyInput[];
  availabilityBlocks: Prisma.AvailabilityBlockCreateManyInput[];
  bookings: Prisma.BookingCreateManyInput[];
  studentQuestions: Prisma.StudentQuestionCreateManyInput[];
  npsAnswers: Prisma.NpsAnswerCreateManyInput[];
  bankQuestions: Prisma.BankQuestionCreateManyInput[];
  bankAnswers: Prisma.BankAnswerCreateManyInput[];
  bankQuestionOtherSubjects: Prisma.BankQuestionOtherSubjectCreateManyInput[];
  bankQuestionGroups: Prisma.BankQuestionGroupCreateManyInput[];
  exams: Prisma.ExamCreateManyInput[];
  examGroups: Prisma.ExamGroupCreateManyInput[];
  examQuestions: Prisma.ExamQuestionCreateManyInput[];
  quizzes: Prisma.QuizCreateManyInput[];
  quizQuestions: Prisma.QuizQuestionCreateManyInput[];
  studentEvents: Prisma.StudentEventCreateManyInput[];
};

export type TableKey = keyof DemoRows;

export const emptyRows = (): DemoRows => ({
  schools: [],
  groups: [],
  users: [],
  schoolMemberships: [],
  groupMemberships: [],
  disciplines: [],
  disciplineOwners: [],
  groupDisciplines: [],
  teacherDisciplines: [],
  subjects: [],
  bookingRooms: [],
  teacherSchedules: [],
  availabilityBlocks: [],
  bookings: [],
  studentQuestions: [],
  npsAnswers: [],
  bankQuestions: [],
  bankAnswers: [],
  bankQuestionOtherSubjects: [],
  bankQuestionGroups: [],
  exams: [],
  examGroups: [],
  examQuestions: [],
  quizzes: [],
  quizQuestions: [],
  studentEvents: [],
});

export type Interval = { start: Date; end: Date };

export type SubjectInfo = { id: number; disciplineId: number; name: string; enabled: boolean };

export type ScheduleInfo = {
  disciplineId: number;
  weekday: number;
  startMinute: number;
  endMinute: number;
  onDuty: boolean;
};

export type SchoolInfo = {
  id: string;
  def: SchoolDef;
  createdAt: Date;
  adminId: string;
  disciplineIds: number[];
  groups: GroupInfo[];
  rooms: { id: string; modal: "IN_PERSON" | "ONLINE" }[];
  teachers: TeacherInfo[];
};

export type GroupInfo = {
  id: string;
  school: SchoolInfo;
  name: string;
  disciplineIds: number[];
  students: StudentInfo[];
  teachers: TeacherInfo[];
};

export type StudentInfo = {
  id: string;
  group: GroupInfo;
  createdAt: Date;
  /** No activity after this instant (blocked or deleted users); far future otherwise. */
  activeUntil: Date;
  /** 0..1: chance-of-correct baseline. */
  skill: number;
  /** Relative amount of activity (0 = never uses the platform). */
  activity: number;
  demo: boolean;
};

export type TeacherInfo = {
  id: string;
  school: SchoolInfo;
  createdAt: Date;
  disciplineIds: number[];
  groups: GroupInfo[];
  schedules: ScheduleInfo[];
  blocks: Interval[];
  /** Keeps the evening online duty ("plantão"), where the live queue happens. */
  onDuty: boolean;
};

/** Per-person activity; the demo's defaults, raised by the benchmark to reach its volumes. */
export type SeedRates = {
  /** Questions a student of average activity asks over the seeded period. */
  questionsPerStudent: number;
  /** Bookings per teacher at any scale (the number of teachers grows with the scale). */
  bookingsPerTeacher: number;
  /** Bank questions per school and discipline at scale 1. */
  bankPerDiscipline: number;
  /** Chance that a student of average activity practises a bank question made available to the group (before the volume divisor). */
  practiceRate: number;
};

export type SeedPlan = {
  scale: number;
  schoolCount: number;
  studentsPerGroup: number;
  /** Multiplier for per-school volumes (bank items, exams) relative to scale 1. */
  volume: number;
  rates: SeedRates;
};

export type World = {
  plan: SeedPlan;
  clock: SeedClock;
  disciplines: DisciplineDef[];
  subjects: SubjectInfo[];
  schools: SchoolInfo[];
  groups: GroupInfo[];
  students: StudentInfo[];
  teachers: TeacherInfo[];
  platformAdminId: string;
  rows: DemoRows;
};

export const disciplineOf = (world: World, id: number): DisciplineDef => {
  const found = world.disciplines.find((d) => d.id === id);
  if (!found) throw new Error(`unknown discipline id ${id}`);
  return found;
};

export const subjectsOf = (world: World, disciplineId: number, enabledOnly = true): SubjectInfo[] =>
  world.subjects.filter((s) => s.disciplineId === disciplineId && (!enabledOnly || s.enabled));
