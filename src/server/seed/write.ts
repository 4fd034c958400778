import type { PrismaClient } from "@/generated/prisma/client";
import type { Tx } from "@/server/db/client";
import type { DemoRows, TableKey } from "./types";

type Client = PrismaClient | Tx;

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

type Writer<K extends TableKey> = (client: Client, data: DemoRows[K]) => Promise<{ count: number }>;
const writers: { [K in TableKey]: Writer<K> } = {
  schools: (client, data) => client.school.createMany({ data }),
  disciplines: (client, data) => client.discipline.createMany({ data }),
  subjects: (client, data) => client.subject.createMany({ data }),
  groups: (client, data) => client.group.createMany({ data }),
  users: (client, data) => client.user.createMany({ data }),
  schoolMemberships: (client, data) => client.schoolMembership.createMany({ data }),
  groupMemberships: (client, data) => client.groupMembership.createMany({ data }),
  disciplineOwners: (client, data) => client.disciplineOwner.createMany({ data }),
  groupDisciplines: (client, data) => client.groupDiscipline.createMany({ data }),
  teacherDisciplines: (client, data) => client.teacherDiscipline.createMany({ data }),
  bookingRooms: (client, data) => client.bookingRoom.createMany({ data }),
  teacherSchedules: (client, data) => client.teacherSchedule.createMany({ data }),
  availabilityBlocks: (client, data) => client.availabilityBlock.createMany({ data }),
  bookings: (client, data) => client.booking.createMany({ data }),
  studentQuestions: (client, data) => client.studentQuestion.createMany({ data }),
  npsAnswers: (client, data) => client.npsAnswer.createMany({ data }),
  bankQuestions: (client, data) => client.bankQuestion.createMany({ data }),
  bankAnswers: (client, data) => client.bankAnswer.createMany({ data }),
  bankQuestionOtherSubjects: (client, data) => client.bankQuestionOtherSubject.createMany({ data }),
  bankQuestionGroups: (client, data) => client.bankQuestionGroup.createMany({ data }),
  exams: (client, data) => client.exam.createMany({ data }),
  examGroups: (client, data) => client.examGroup.createMany({ data }),
  examQuestions: (client, data) => client.examQuestion.createMany({ data }),
  quizzes: (client, data) => client.quiz.createMany({ data }),
  quizQuestions: (client, data) => client.quizQuestion.createMany({ data }),
  studentEvents: (client, data) => client.studentEvent.createMany({ data }),
};

/** Empties every domain table (not _prisma_migrations) and restarts their sequences. */
export async function wipeDomainTables(client: Client): Promise<void> {
  await client.$executeRawUnsafe(WIPE_SQL);
}

async function insertTable<K extends TableKey>(client: Client, key: K, rows: DemoRows[K]): Promise<number> {
  let count = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const result = await writers[key](client, rows.slice(i, i + CHUNK) as DemoRows[K]);
    count += result.count;
  }
  return count;
}

/** Inserts all rows in batches, table by table; returns the number of rows written per table. */
export async function insertRows(
  client: Client,
  rows: DemoRows,
  log?: (msg: string) => void,
): Promise<Record<TableName, number>> {
  const counts = {} as Record<TableName, number>;
  for (const key of Object.keys(TABLES) as TableKey[]) {
    const started = performance.now();
    counts[TABLES[key]] = await insertTable(client, key, rows[key]);
    log?.(
      `  ${TABLES[key].padEnd(30)} ${String(counts[TABLES[key]]).padStart(7)} rows  ${Math.round(performance.now() - started)} ms`,
    );
  }
  for (const sql of SEQUENCE_RESETS) await client.$executeRawUnsafe(sql);
  return counts;
}
