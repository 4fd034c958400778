import type { PrismaClient } from "@/generated/prisma/client";
import type { Tx } from "@/server/db/client";
import type { DemoRows, TableKey } from "./types";

type Db = PrismaClient | Tx;

/** Table names (@@map) of the rows, in an order that satisfies every foreign key. */
export const TABLES = {
  schools: "schools",
  disciplines: "disciplines",
  subjects: "subjects",
  groups: "groups",
  users: "users",
  schoolMemberships: "school_memberships",
  groupMemberships: "group_memberships",
  disciplineOwners: "discipline_owners",
  groupDisciplines: "group_disciplines",
  teacherDisciplines: "teacher_disciplines",
  bookingRooms: "booking_rooms",
  teacherSchedules: "teacher_schedules",
  availabilityBlocks: "availability_blocks",
  bookings: "bookings",
  studentQuestions: "student_questions",
  npsAnswers: "nps_answers",
  bankQuestions: "bank_questions",
  bankAnswers: "bank_answers",
  bankQuestionOtherSubjects: "bank_question_other_subjects",
  bankQuestionGroups: "bank_question_groups",
  exams: "exams",
  examGroups: "exam_groups",
  examQuestions: "exam_questions",
  quizzes: "quizzes",
  quizQuestions: "quiz_questions",
  studentEvents: "student_events",
} as const satisfies Record<TableKey, string>;

export type TableName = (typeof TABLES)[TableKey];

/**
 * Empties the domain tables the seed fills (api_tokens holds no demo rows but belongs to users; bank_imports none but
 * the bank's rows name them) and restarts their sequences.
 */
const wiped = ["api_tokens", "bank_imports", ...Object.values(TABLES)].map((t) => `"${t}"`).join(", ");
export const WIPE_SQL = `TRUNCATE TABLE ${wiped} RESTART IDENTITY CASCADE`;

/** The seed sets integer ids itself; these move the tables' sequences past them. */
export const SEQUENCE_RESETS = (["disciplines", "subjects", "student_events"] as const).map(
  (table) =>
    `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), COALESCE((SELECT MAX(id) FROM "${table}"), 0) + 1, false)`,
);

const CHUNK = 2_000;

type Writer<K extends TableKey> = (db: Db, data: DemoRows[K]) => Promise<{ count: number }>;
const writers: { [K in TableKey]: Writer<K> } = {
  schools: (db, data) => db.school.createMany({ data }),
  disciplines: (db, data) => db.discipline.createMany({ data }),
  subjects: (db, data) => db.subject.createMany({ data }),
  groups: (db, data) => db.group.createMany({ data }),
  users: (db, data) => db.user.createMany({ data }),
  schoolMemberships: (db, data) => db.schoolMembership.createMany({ data }),
  groupMemberships: (db, data) => db.groupMembership.createMany({ data }),
  disciplineOwners: (db, data) => db.disciplineOwner.createMany({ data }),
  groupDisciplines: (db, data) => db.groupDiscipline.createMany({ data }),
  teacherDisciplines: (db, data) => db.teacherDiscipline.createMany({ data }),
  bookingRooms: (db, data) => db.bookingRoom.createMany({ data }),
  teacherSchedules: (db, data) => db.teacherSchedule.createMany({ data }),
  availabilityBlocks: (db, data) => db.availabilityBlock.createMany({ data }),
  bookings: (db, data) => db.booking.createMany({ data }),
  studentQuestions: (db, data) => db.studentQuestion.createMany({ data }),
  npsAnswers: (db, data) => db.npsAnswer.createMany({ data }),
  bankQuestions: (db, data) => db.bankQuestion.createMany({ data }),
  bankAnswers: (db, data) => db.bankAnswer.createMany({ data }),
  bankQuestionOtherSubjects: (db, data) => db.bankQuestionOtherSubject.createMany({ data }),
  bankQuestionGroups: (db, data) => db.bankQuestionGroup.createMany({ data }),
  exams: (db, data) => db.exam.createMany({ data }),
  examGroups: (db, data) => db.examGroup.createMany({ data }),
  examQuestions: (db, data) => db.examQuestion.createMany({ data }),
  quizzes: (db, data) => db.quiz.createMany({ data }),
  quizQuestions: (db, data) => db.quizQuestion.createMany({ data }),
  studentEvents: (db, data) => db.studentEvent.createMany({ data }),
};

/** Empties every domain table (not _prisma_migrations) and restarts their sequences. */
export async function wipeDomainTables(db: Db): Promise<void> {
  await db.$executeRawUnsafe(WIPE_SQL);
}

async function insertTable<K extends TableKey>(db: Db, key: K, rows: DemoRows[K]): Promise<number> {
  let count = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const result = await writers[key](db, rows.slice(i, i + CHUNK) as DemoRows[K]);
    count += result.count;
  }
  return count;
}

/** Inserts all rows in batches, table by table; returns the number of rows written per table. */
export async function insertRows(
  db: Db,
  rows: DemoRows,
  log?: (msg: string) => void,
): Promise<Record<TableName, number>> {
  const counts = {} as Record<TableName, number>;
  for (const key of Object.keys(TABLES) as TableKey[]) {
    const started = performance.now();
    counts[TABLES[key]] = await insertTable(db, key, rows[key]);
    log?.(
      `  ${TABLES[key].padEnd(30)} ${String(counts[TABLES[key]]).padStart(7)} rows  ${Math.round(performance.now() - started)} ms`,
    );
  }
  for (const sql of SEQUENCE_RESETS) await db.$executeRawUnsafe(sql);
  return counts;
}
