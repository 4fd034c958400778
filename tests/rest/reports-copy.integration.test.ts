import { afterAll, beforeAll, expect, it } from "vitest";
import type { Ctx } from "@/server/context";
import { bookingRecords, bookingsReport, bookingsReportQuery } from "@/server/reports/bookings-report";
import { csvCellText } from "@/server/reports/format/csv-cell-text";
import { neutralise } from "@/server/reports/format/csv";
import { cursorRows } from "@/server/reports/format/cursor-rows";
import type { ReportFormat } from "@/server/reports/format/rows-response";
import { questionRecords, questionsReport, questionsReportQuery } from "@/server/reports/questions-report";
import { bearer, demo, demoUser } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testCtx, testDeps } from "../support/deps";
import { csvBody, parseCsv, reportClient } from "../support/report-client";
import { startRestServer } from "../support/rest-server";
import { now as appNow } from "@/server/time/now";
import { streamedResponse } from "@/server/http/streamed-response";

const year = {
  start_date: Date.UTC(appNow().getUTCFullYear(), 0, 1),
  end_date: Date.UTC(appNow().getUTCFullYear() + 1, 0, 1) - 1,
};
// Years of their own keep these rows out of every other test's range.
const hostileDay = Date.UTC(1991, 5, 1);
const bulkYear = { start_date: Date.UTC(1992, 0, 1), end_date: Date.UTC(1992, 11, 31) };
const hostile = {
  description: 'diz "oi", \\ barra\nlinha\ttab \u0001 ç 😀',
  answerDescription: "-10",
  replyDescription: "@SUM(A1)",
  answerComment: '=1+1 "x", a\r\nb',
};

async function rowsOf<T>(batches: AsyncGenerator<T[]>): Promise<T[]> {
  const all: T[] = [];
  for await (const batch of batches) all.push(...batch);
  return all;
}

/** A record as JSON carries it: absent numbers and booleans are the empty string. */
const asJson = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v ?? ""]));
/**
 * A spreadsheet row (typed cells) as CSV carries it: every value text as a Brazilian reader writes it
 * (both reports' dates are date and time), formulas neutralised.
 */
const asCsv = (row: Record<string, unknown>) =>
  Object.values(row).map((v) => String(neutralise(csvCellText(v, "datetime", false) ?? "")));

describeEachDatabase("row reports through COPY", (database) => {
  let ctx: Ctx;
  let server: Awaited<ReturnType<typeof startRestServer>>;
  beforeAll(async () => {
    const deps = testDeps(database());
    const { prisma } = database();
    ctx = await testCtx(deps, await demoUser(prisma, demo.admin), "https://app.example");
    server = await startRestServer(deps);
    const sample = await prisma.studentQuestion.findFirstOrThrow({
      where: { status: "FINISHED" },
      select: { studentId: true, groupId: true, disciplineId: true, teacherId: true },
    });
    await prisma.studentQuestion.create({
      data: {
        ...sample,
        status: "FINISHED",
        answerRating: 4,
        answerUnderstood: false,
        createdAt: new Date(hostileDay),
        answeredAt: new Date(hostileDay + 60_000),
        ...hostile,
      },
    });
    await prisma.$executeRaw`
      INSERT INTO student_questions (student_id, group_id, discipline_id, status, description, created_at)
      SELECT ${sample.studentId}::uuid, ${sample.groupId}::uuid, ${sample.disciplineId}, 'WAITING', repeat('Texto longo ', 200) || n, timestamptz '1992-01-01' + n * interval '1 minute'
      FROM generate_series(1, 5000) AS n`;
  }, 120_000);
  afterAll(async () => {
    await database().prisma
      .$executeRaw`DELETE FROM student_questions WHERE created_at >= '1991-01-01' AND created_at < '1993-01-01'`;
    await server.close();
  });

  const body = async (response: Response) => {
    expect(response.status).toBe(200);
    return response.text();
  };

  it("writes in JSON and CSV exactly the rows the cursor reads, hostile text included", async () => {
    const input = { start_date: hostileDay - 1, end_date: hostileDay + 1 };
    const questions = async (format: ReportFormat) =>
      streamedResponse(await questionsReport(ctx, { ...input, format }));
    const rows = await rowsOf(questionRecords(ctx, input));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      question_description: hostile.description,
      answer_comment: hostile.answerComment,
      answer_rating: 4,
      answer_understood: false,
    });
    expect(JSON.parse(await body(await questions("json")))).toEqual(rows.map(asJson));

    const sheetRows = await rowsOf(
      cursorRows<Record<string, unknown>>(
        ctx.db.pool,
        questionsReportQuery(ctx.db.kysely, ctx.scope, input, ctx.origin, "sheet"),
      ),
    );
    const csv = await csvBody(await questions("csv"));
    expect(parseCsv(csv).slice(1)).toEqual(sheetRows.map(asCsv));
    expect(asCsv(sheetRows[0]!)).toContain('\'=1+1 "x", a\r\nb');
    expect(asCsv(sheetRows[0]!)).toContain("'-10");
    expect(asCsv(sheetRows[0]!)).toContain("31/05/1991 21:01");
    // Records end with CRLF; the line breaks inside quoted fields stay as they were.
    const outsideQuotes = csv.replace(/"(?:[^"]|"")*"/g, "");
    expect(outsideQuotes.match(/\r\n/g)).toHaveLength(2);
    expect(outsideQuotes).not.toMatch(/[^\r]\n/);
    expect(csv).toContain("linha\ttab");
  });

  it("writes every booking of the year as the cursor reads it", async () => {
    const now = appNow();
    const rows = await rowsOf(bookingRecords(ctx, year, now));
    expect(rows.length).toBeGreaterThan(10);
    expect(
      JSON.parse(await body(await streamedResponse(await bookingsReport(ctx, { ...year, format: "json" }, now)))),
    ).toEqual(rows.map(asJson));
    const sheetRows = await rowsOf(
      cursorRows<Record<string, unknown>>(
        ctx.db.pool,
        bookingsReportQuery(ctx.db.kysely, ctx.scope, year, now, "sheet"),
      ),
    );
    expect(
      parseCsv(await csvBody(await streamedResponse(await bookingsReport(ctx, { ...year, format: "csv" }, now)))).slice(
        1,
      ),
    ).toEqual(sheetRows.map(asCsv));
  });

  it("gives the connection back when the client leaves in the middle of a download", async () => {
    const admin = reportClient(server.url, await bearer(database().prisma, demo.admin));
    for (const format of ["application/json", "text/csv"]) {
      const response = await admin("questions", bulkYear, format);
      const reader = response.body!.getReader();
      expect((await reader.read()).done).toBe(false);
      await reader.cancel();
    }
    // The embedded database has one connection: a COPY left open would stall this request.
    const next = await admin("questions", bulkYear);
    expect(await next.json()).toHaveLength(5000);
    const pool = database().pool;
    await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 5000 }).toBe(0);
  }, 60_000);
});
