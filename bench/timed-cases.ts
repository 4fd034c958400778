import type { Compilable } from "kysely";
import type { findActiveUser } from "@/server/auth/user";
import type { Database } from "@/server/db/client";
import { homeNumbersQuery } from "@/server/home/home-numbers";
import { performanceQuery } from "@/server/performance/performance-query";
import { studentsCountQuery } from "@/server/performance/performance-targets";
import { studentsPageSize } from "@/server/performance/schema";
import { parseGift } from "@/server/questions-db/interchange/parse-gift";
import * as usage from "@/server/reports/groups-usage/queries";
import { scopeFor } from "@/server/scope/scope";
import type { AppProcess } from "./lib/app";
import { bookingsReportQuery, questionsReportQuery, workloadQuery } from "./lib/baseline-sql";
import { accept, type caseRunners } from "./lib/case-runners";
import { giftOfSize } from "./lib/gift-of-size";
import { download } from "./lib/http";
import type { Inputs } from "./lib/pick-inputs";
import { psqlCopy } from "./lib/psql";

/**
 * Runs of the cases that take tens of milliseconds: on shared cores one run of them varies by a tenth or more, and
 * eleven cost under a second.
 */
const fastRuns = 11;

/**
 * The timed cases, each one request of the app read to its last byte against its baseline: the
 * reports against COPY or their SQL, the reads against their SQL, the import against parsing its file.
 */
export async function runTimedCases({
  timed,
  wanted,
  app,
  auth,
  db,
  clusterUrl,
  admin,
  inputs,
  range,
  importSize,
}: {
  timed: ReturnType<typeof caseRunners>["timed"];
  wanted: (name: string) => boolean;
  app: AppProcess;
  auth: Record<string, string>;
  db: Database;
  clusterUrl: string;
  admin: NonNullable<Awaited<ReturnType<typeof findActiveUser>>>;
  inputs: Inputs;
  range: { start_date: number; end_date: number };
  /** Questions of the import cases' file: 10,000 in the full bench. */
  importSize: number;
}) {
  const post = (route: string, format: keyof typeof accept, body: unknown) => () =>
    download(`${app.url}/api/reports/${route}`, {
      method: "POST",
      headers: { ...auth, accept: accept[format], "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const get = (route: string) => () => download(`${app.url}${route}`, { headers: auth });
  const sql = (text: string, params: unknown[]) => () => db.pool.query(text, params);
  const compiled = (query: Compilable) => {
    const { sql: text, parameters } = query.compile();
    return sql(text, [...parameters]);
  };

  // The report queries compiled as the app compiles them for the platform admin (whole scope).
  const adminScope = await scopeFor(db, admin);
  const questionsQuery = questionsReportQuery(db.kysely, adminScope, range, "http://127.0.0.1").compile();
  const questionsCopy = () => psqlCopy(clusterUrl, questionsQuery);
  await timed({
    name: "questions report CSV, one year, whole scope",
    kind: "stream",
    rss: true,
    baselineName: "psql COPY … TO STDOUT CSV",
    app: post("questions", "csv", range),
    baseline: questionsCopy,
  });
  await timed({
    name: "questions report JSON, one year, whole scope",
    kind: "stream",
    rss: true,
    baselineName: "psql COPY … TO STDOUT CSV",
    app: post("questions", "json", range),
    baseline: questionsCopy,
  });
  // Issue #19: typed cells for people, through the streamed XLSX writer; measured against the app's own CSV.
  await timed({
    name: "questions report XLSX, one year, whole scope",
    kind: "stream",
    rss: true,
    baselineName: "the app's CSV of the same report",
    app: post("questions", "xlsx", range),
    baseline: post("questions", "csv", range),
  });
  const bookingsQuery = () => bookingsReportQuery(db.kysely, adminScope, range, new Date()).compile();
  const bookingsCopy = () => psqlCopy(clusterUrl, bookingsQuery());
  await timed({
    name: "bookings report CSV, one year, whole scope",
    kind: "stream",
    rss: true,
    baselineName: "psql COPY … TO STDOUT CSV",
    app: post("bookings", "csv", range),
    baseline: bookingsCopy,
  });
  await timed({
    name: "bookings report JSON, one year, whole scope",
    kind: "stream",
    rss: true,
    baselineName: "psql COPY … TO STDOUT CSV",
    app: post("bookings", "json", range),
    baseline: bookingsCopy,
  });

  // Groups usage as the app runs it by default (no teachers, no disciplines sections): five statements side by side.
  const usageBody = { ...range, group_ids: inputs.groupIds };
  const usageQueries = [
    usage.summaryQuery,
    usage.byDisciplineQuery,
    usage.ratingsQuery,
    usage.npsQuery,
    usage.studentsQuery,
  ].map((query) => query(db.kysely, usageBody));
  const usageSql = () => Promise.all(usageQueries.map((query) => compiled(query)()));
  await timed({
    name: "groups usage JSON, one school, one year",
    kind: "query",
    baselineName: "its 5 aggregation statements through pg",
    app: post("groups-usage", "json", usageBody),
    baseline: usageSql,
  });
  await timed({
    name: "groups usage XLSX, one school, one year",
    kind: "query",
    rss: true,
    baselineName: "its 5 aggregation statements through pg",
    app: post("groups-usage", "xlsx", usageBody),
    baseline: usageSql,
  });
  const workloadSql = compiled(workloadQuery(db.kysely, adminScope, {}));
  await timed({
    name: "bookings workload JSON, whole scope",
    runs: fastRuns,
    kind: "query",
    baselineName: "its SQL through pg",
    app: post("bookings-workload", "json", {}),
    baseline: workloadSql,
  });

  const perf = (groupIds: string[], examId: string | null) =>
    compiled(performanceQuery(db.kysely, { groupIds, examId: examId ?? undefined }));
  const allGroups = (await db.pool.query<{ id: string }>("SELECT id FROM groups ORDER BY id")).rows.map((r) => r.id);
  if (inputs.examId) {
    await timed({
      name: "GET /exams/users, one school, one exam",
      runs: fastRuns,
      kind: "query",
      baselineName: "its SQL through pg",
      app: get(`/api/exams/users?school_id=${inputs.schoolId}&exam_id=${inputs.examId}`),
      baseline: perf(inputs.groupIds, inputs.examId),
    });
  }
  // The heaviest case (every student of every school), 15 s a run: the median of three (one run drew 13.8 to 16.7 s
  // over five full benches of the same code) keeps the bench under 30 minutes.
  await timed({
    name: "GET /exams/users, unfiltered",
    kind: "query",
    runs: 3,
    rss: true,
    baselineName: "its SQL through pg",
    app: get("/api/exams/users"),
    baseline: perf(allGroups, null),
  });

  // The call behind /performance as the platform admin opens it (every school, first page by name),
  // then sorted by a figure.
  const studentsCall = (input: object) =>
    get(`/api/trpc/performance.students?input=${encodeURIComponent(JSON.stringify(input))}`);
  const studentsSql = (sort: "name" | "correct_answers_count", direction: "asc" | "desc") => {
    const filters = { groupIds: allGroups, activeOnly: true };
    const page = compiled(
      performanceQuery(db.kysely, filters, { sort, direction, offset: 0, limit: studentsPageSize }),
    );
    const count = compiled(studentsCountQuery(db.kysely, filters));
    return () => Promise.all([page(), count()]);
  };
  await timed({
    name: "tRPC performance.students, whole scope, first page by name",
    runs: fastRuns,
    kind: "query",
    baselineName: "its 2 statements through pg",
    app: studentsCall({}),
    baseline: studentsSql("name", "asc"),
  });
  await timed({
    name: "tRPC performance.students, whole scope, by correct answers",
    kind: "query",
    baselineName: "its 2 statements through pg",
    app: studentsCall({ sort: "correct_answers_count", direction: "desc" }),
    baseline: studentsSql("correct_answers_count", "desc"),
  });

  // The home page's numbers as the platform admin opens it: every school, each in its own zone (docs/home.md).
  await timed({
    name: "tRPC home numbers, platform admin",
    runs: fastRuns,
    kind: "query",
    baselineName: "its statement through pg",
    app: get("/api/trpc/home.get"),
    baseline: () => compiled(homeNumbersQuery(db.kysely, adminScope, new Date()))(),
  });

  // Issue #21: a GIFT file of 10,000 questions imported in one transaction (docs/interchange.md, "Limits"); issue
  // #32: what its duplicate check costs, and the same file imported again, all duplicates.
  const importName = `POST /exams/questions-db/import, ${importSize.toLocaleString("en")} GIFT questions`;
  const checkName = `${importName}: duplicate check`;
  const againName = `${importName} already in the bank`;
  if ([importName, checkName, againName].some(wanted)) {
    const discipline = await db.prisma.discipline.findFirstOrThrow({
      where: { owners: { some: {} } },
      include: { owners: { take: 1 } },
      orderBy: { id: "asc" },
    });
    const gift = giftOfSize(importSize);
    const path = (duplicates: "skip" | "create") =>
      `/api/exams/questions-db/import?${new URLSearchParams({
        school_id: discipline.owners[0]!.schoolId,
        discipline_id: String(discipline.id),
        source: "bench",
        duplicates,
      })}`;
    /** Imports `body`, checking that it created `created` questions (all of them, or none: all duplicates). */
    const importing = (body: string, duplicates: "skip" | "create", created: "all" | "none") => async () => {
      const res = await fetch(`${app.url}${path(duplicates)}`, {
        method: "POST",
        headers: { ...auth, "content-type": "text/plain" },
        body,
      });
      const text = await res.text();
      if (res.status !== 201) throw new Error(`${importName}: HTTP ${res.status} ${text.slice(0, 300)}`);
      const count = (JSON.parse(text) as { created: string[] }).created.length;
      if (count !== (created === "all" ? importSize : 0)) throw new Error(`${importName}: ${count} created`);
      return { bytes: Buffer.byteLength(body) };
    };
    // Every import a file of its own, that the bank does not have yet: the check runs and finds nothing.
    let variant = 0;
    const fresh = (duplicates: "skip" | "create") => () =>
      importing(giftOfSize(importSize, `v${++variant}`), duplicates, "all")();
    await timed({
      name: importName,
      kind: "query",
      baselineName: "parsing the same file in the bench's process",
      rss: true,
      app: fresh("skip"),
      // The file is parsed as it is read: every question read once.
      baseline: async () => [...parseGift(gift)],
    });
    await timed({
      name: checkName,
      kind: "query",
      baselineName: "the same import with duplicates=create",
      // Two imports of equal work: more runs, so that the machine's noise weighs less than the check.
      runs: 5,
      app: fresh("skip"),
      baseline: fresh("create"),
    });
    if (wanted(againName)) await importing(gift, "skip", "all")();
    await timed({
      name: againName,
      kind: "query",
      baselineName: "parsing the same file in the bench's process",
      app: importing(gift, "skip", "none"),
      baseline: async () => [...parseGift(gift)],
    });
    // The cases after this one search the bank: leave it as seeded, not 40,000 questions larger.
    await db.pool.query("DELETE FROM bank_questions WHERE source = 'bench'");
    await db.pool.query("VACUUM ANALYZE bank_questions, bank_answers, bank_question_other_subjects");
  }
}
