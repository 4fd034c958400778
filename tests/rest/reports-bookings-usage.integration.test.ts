import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { bookingsReport } from "@/server/reports/bookings-report";
import { streamedResponse } from "@/server/http/streamed-response";
import { bookingStatusLabels } from "@/server/reports/labels";
import { bearer, demo, demoUser } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testCtx, testDeps } from "../support/deps";
import { csvBody, parseCsv, readXlsx, reportClient, xlsxType } from "../support/report-client";
import { startRestServer } from "../support/rest-server";

const bookingFields = [
  "id",
  "school_name",
  "created_at",
  "scheduled_for",
  "start_time",
  "end_time",
  "duration",
  "student_external_id",
  "student_name",
  "student_email",
  "teacher_name",
  "teacher_email",
  "group_name",
  "discipline_name",
  "booking_room_name",
  "booking_room_modal",
  "rating_by_student",
  "rating_by_teacher",
  "call_quality_rating_by_student",
  "call_quality_rating_by_teacher",
  "status",
  "cancelled_at",
  "cancelled_by_name",
];

describeEachDatabase("bookings and groups usage reports", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let ana: ReturnType<typeof reportClient>;
  const wide = { start_date: Date.UTC(2000, 0, 1), end_date: Date.UTC(2100, 0, 1) };
  beforeAll(async () => {
    server = await startRestServer(testDeps(database()));
    ana = reportClient(server.url, await bearer(database().prisma, demo.ana));
  });
  afterAll(() => server.close());

  it("derives every status of spec 3.1 and formats each field of spec 2.3", async () => {
    const { prisma } = database();
    const admin = await testCtx(testDeps(database()), await demoUser(prisma, demo.admin));
    // The seed's reference time, not today's: its live queue joined just before it, whatever the clock says now.
    const seedNow = new Date(inject("seedNow"));
    const report = await streamedResponse(await bookingsReport(admin, { ...wide, format: "json" }, seedNow));
    const records = await report.json();
    expect(new Set(records.map((r: { status: string }) => r.status))).toEqual(
      new Set(Object.values(bookingStatusLabels)),
    );
    for (const record of records) expect(Object.keys(record)).toEqual(bookingFields);
    const present = records.find((r: { status: string }) => r.status === "Presente");
    expect(present.scheduled_for).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(present.duration).toMatch(/^\d+$/);
    const pending = records.find((r: { status: string }) => r.status === "Agendado");
    expect(pending).toMatchObject({
      start_time: "",
      end_time: "",
      duration: "",
      cancelled_at: "",
      cancelled_by_name: "",
    });
    const cancelled = records.find((r: { status: string }) => r.status === "Cancelado");
    expect(cancelled.cancelled_at).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(cancelled.cancelled_by_name).not.toBe("");
  });

  it("keeps to the caller's schools, with Portuguese CSV headers, and validates input", async () => {
    const response = await ana("bookings", wide);
    const records = await response.json();
    expect(new Set(records.map((r: { school_name: string }) => r.school_name))).toEqual(new Set(["Escola Aurora"]));
    const csv = parseCsv(await csvBody(await ana("bookings", wide, "text/csv")));
    expect(csv[0]).toContain("Agendado para");
    expect(csv[0]).toHaveLength(23);
    const sheet = (await readXlsx(await ana("bookings", wide, xlsxType))).Agendamentos!;
    expect(sheet[0]).toEqual(csv[0]);
    expect(sheet).toHaveLength(records.length + 1);
    expect(sheet[1]![0]).toBe(records[0].id);
    const boreal = await database().prisma.school.findFirstOrThrow({ where: { name: "Colégio Boreal" } });
    expect((await ana("bookings", { ...wide, school_ids: [boreal.id] })).status).toBe(403);
    expect((await ana("bookings", { end_date: wide.end_date })).status).toBe(422);
  });

  it("builds groups usage in JSON with the flags, and lays it out in CSV and XLSX", async () => {
    const { prisma } = database();
    const groups = await prisma.group.findMany({ where: { school: { name: "Escola Aurora" } }, select: { id: true } });
    const body = {
      ...wide,
      group_ids: groups.map((g) => g.id),
      name: "Aurora",
      show_disciplines: true,
      show_teachers: true,
    };
    const report = await (await ana("groups-usage", body)).json();
    // The report counts its range: rows of other years (other suites keep their own, 1985–1992) are not its.
    const inRange = { gte: new Date(wide.start_date), lte: new Date(wide.end_date) };
    expect(report.total_questions).toBe(
      await prisma.studentQuestion.count({ where: { groupId: { in: body.group_ids }, createdAt: inRange } }),
    );
    expect(report.start_date).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    expect(Object.values(report.questions_count_by_discipline).reduce((a: number, b) => a + (b as number), 0)).toBe(
      report.total_questions,
    );
    expect(report.answer_ratings.map((r: { rating: number }) => r.rating)).toEqual([1, 2, 3, 4, 5]);
    expect(report.active_users_percentage).toBeGreaterThan(0);
    expect(report.average_nps).toBeGreaterThanOrEqual(0);
    expect(report.students[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        groups: expect.any(Array),
        email: expect.any(String),
        active: expect.any(Boolean),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        questions_count: expect.any(Number),
        questions: expect.any(Array),
      }),
    );
    expect(report.teachers.length).toBeGreaterThan(0);
    expect(Object.keys(report.disciplines[0])).toEqual([
      "name",
      "top_subjects",
      "total_questions",
      "average_response_time_in_minutes",
    ]);
    expect(Object.keys(report.disciplines[0].top_subjects).length).toBeLessThanOrEqual(5);
    const plain = await (await ana("groups-usage", { ...body, show_disciplines: false, show_teachers: false })).json();
    expect(plain).not.toHaveProperty("teachers");
    expect(plain).not.toHaveProperty("disciplines");

    const csv = parseCsv(await csvBody(await ana("groups-usage", body, "text/csv")));
    expect(csv[0]).toEqual(["Resumo"]);
    expect(csv.map((r) => r[0])).toEqual(expect.arrayContaining(["Alunos", "Professores", "Disciplinas"]));
    const xlsx = await ana("groups-usage", body, xlsxType);
    expect(xlsx.headers.get("content-disposition")).toContain("uso-dos-grupos_Aurora_");
    const sheets = await readXlsx(xlsx);
    expect(Object.keys(sheets)).toEqual(["Resumo", "Alunos", "Professores", "Disciplinas"]);
    expect(sheets.Alunos!.length).toBe(report.students.length + 1);
    expect(sheets.Resumo!.find((r) => r[0] === "Total de perguntas")![1]).toBe(report.total_questions);
    const boreal = await prisma.group.findFirstOrThrow({ where: { school: { name: "Colégio Boreal" } } });
    expect((await ana("groups-usage", { ...body, group_ids: [boreal.id] })).status).toBe(403);
    expect((await ana("groups-usage", { ...wide, group_ids: [] })).status).toBe(422);
  });

  it("names the file safely after a hostile report name: no path, quote or backslash; non-ASCII kept", async () => {
    const group = await database().prisma.group.findFirstOrThrow({ where: { school: { name: "Escola Aurora" } } });
    const response = await ana(
      "groups-usage",
      { ...wide, group_ids: [group.id], name: 'a/../"b\\c Turma Ação' },
      "text/csv",
    );
    expect(response.status).toBe(200);
    const disposition = response.headers.get("content-disposition")!;
    await response.body?.cancel();
    const plain = /filename="([^"]*)"/.exec(disposition)![1]!;
    const extended = decodeURIComponent(/filename\*=UTF-8''([^;\s]+)/.exec(disposition)![1]!);
    for (const name of [plain, extended]) {
      expect(name).not.toMatch(/[/\\"]|\.\./);
      expect(name).toMatch(/^uso-dos-grupos_a-.-b-c Turma A/);
    }
    expect(plain).toMatch(/^[\x20-\x7e]+\.csv$/);
    expect(plain).toContain("Turma Acao_");
    expect(extended).toContain("Turma Ação_");
  });
});
