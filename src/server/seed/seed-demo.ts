import type pg from "pg";
import type { PrismaClient } from "@/generated/prisma/client";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { buildBank } from "./build-bank";
import { buildBookings } from "./build-bookings";
import { buildEvents } from "./build-events";
import { buildExams } from "./build-exams";
import { buildNps } from "./build-nps";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, buildPeople } from "./build-people";
import { buildStudentQuestions } from "./build-questions";
import { buildSchedules } from "./build-schedules";
import { buildSchools } from "./build-schools";
import { createClock, startOfUtcDay } from "./time";
import { emptyRows, type DemoRows, type SeedPlan, type SeedRates, type World } from "./types";
import { copyRows } from "./copy-rows";
import { insertRows, wipeDomainTables, type TableName } from "./write";
import { now as appNow } from "@/server/time/now";

export type SeedOptions = {
  /** Volume multiplier (default 1): students, teachers, bookings, questions, bank items, events grow about linearly. */
  scale?: number;
  log?: (msg: string) => void;
  /** Reference "now"; defaults to the start of the current UTC day. Tests may pin it. */
  now?: Date;
  /** Per-person activity over the demo's defaults (the benchmark raises it to reach its volumes). */
  rates?: Partial<SeedRates>;
  /** When given, rows go in with COPY through this pool: the benchmark's millions of rows. A PostgreSQL server only (pglite-socket serves no COPY FROM STDIN). */
  pool?: pg.Pool;
};

export type SeedSummary = {
  scale: number;
  /** The reference "now" the data was placed around (ISO 8601). */
  now: string;
  /** Rows written per table (@@map name). */
  counts: Record<TableName, number>;
  total: number;
  durationMs: number;
};

const DEFAULT_RATES: SeedRates = {
  questionsPerStudent: 7,
  bookingsPerTeacher: 30,
  bankPerDiscipline: 12,
  practiceRate: 0.12,
};

/**
 * How a scale turns into volume: two schools up to scale 2, then one more school per two units of
 * scale, with groups of about 20–40 students, so the total grows linearly with the scale.
 */
export function seedPlan(scale: number, rates: Partial<SeedRates> = {}): SeedPlan {
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`scale must be a positive number, got ${scale}`);
  const schoolCount = scale <= 1 ? 2 : 2 + Math.floor((scale - 1) / 2);
  const studentsPerGroup = Math.max(3, Math.round((20 * scale * 2) / schoolCount));
  return { scale, schoolCount, studentsPerGroup, volume: studentsPerGroup / 20, rates: { ...DEFAULT_RATES, ...rates } };
}

/** All demo rows for a scale and reference day, without touching a database (pure and deterministic). */
export function generateDemoData(options: {
  scale?: number;
  now?: Date;
  rates?: Partial<SeedRates>;
  passwordHash: string;
}): DemoRows {
  const now = options.now ?? startOfUtcDay(appNow());
  const world: World = {
    plan: seedPlan(options.scale ?? 1, options.rates),
    clock: createClock(now),
    disciplines: [],
    subjects: [],
    schools: [],
    groups: [],
    students: [],
    teachers: [],
    platformAdminId: "",
    rows: emptyRows(),
  };
  buildSchools(world);
  buildPeople(world, options.passwordHash);
  buildSchedules(world);
  buildBookings(world);
  buildStudentQuestions(world);
  buildNps(world);
  const bank = buildBank(world);
  const { exams, quizzes } = buildExams(world, bank);
  buildEvents(world, bank, exams, quizzes);
  return world.rows;
}

/**
 * The password hash for every demo user. scrypt is slow, so it is computed once; an existing
 * demo hash that still matches is kept, which also makes a re-seed write identical rows.
 */
async function demoPasswordHash(prisma: PrismaClient): Promise<string> {
  const existing = await prisma.user
    .findUnique({ where: { email: DEMO_ACCOUNTS.platformAdmin.email }, select: { passwordHash: true } })
    .catch(() => null);
  if (existing?.passwordHash && (await verifyPassword(DEMO_PASSWORD, existing.passwordHash)))
    return existing.passwordHash;
  return hashPassword(DEMO_PASSWORD);
}

/** Wipes the domain tables and fills them with deterministic demo data. */
export async function seedDemo(prisma: PrismaClient, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const scale = options.scale ?? 1;
  const now = options.now ?? startOfUtcDay(appNow());

  const passwordHash = await demoPasswordHash(prisma);
  const rows = generateDemoData({ scale, now, rates: options.rates, passwordHash });
  log(
    `generated demo data for scale ${scale} around ${now.toISOString()} in ${Math.round(performance.now() - started)} ms`,
  );

  const counts = options.pool
    ? await copyRows(options.pool, rows, log)
    : await prisma.$transaction(
        async (tx) => {
          await wipeDomainTables(tx);
          return insertRows(tx, rows, log);
        },
        { maxWait: 60_000, timeout: 30 * 60_000 },
      );
  // The planner's statistics of what was just written: without them it takes every table for nearly empty and picks
  // nested loops that run for seconds. PGlite runs no autovacuum to gather them later.
  await prisma.$executeRaw`ANALYZE`;
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { scale, now: now.toISOString(), counts, total, durationMs: Math.round(performance.now() - started) };
}
