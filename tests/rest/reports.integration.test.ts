import { afterAll, beforeAll, expect, it } from "vitest";
import { inclusiveDayRange } from "@/lib/time/day-bounds";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { csvBody, parseCsv, readXlsx, reportClient, xlsxType } from "../support/report-client";
import { startRestServer } from "../support/rest-server";
import { now as appNow } from "@/server/time/now";

const questionFields = [
  "question_id",
  "school",
  "group",
  "student_id",
  "student_name",
  "student_email",
  "teacher_id",
  "teacher_name",
  "teacher_email",
  "question_discipline",
  "question_subject",
  "question_created_at",
  "question_answered_at",
  "question_status",
  "question_anonymous",
  "question_description",
  "answer_description",
  "reply_description",
  "reply_answer_description",
  "answer_rating",
  "answer_understood",
  "answer_comment",
  "has_seen_answer",
  "link",
];
/** The CSV's and the pt-BR XLSX's column names, field by field (docs/reports.md). */
const questionHeaders = [
  "ID da pergunta",
  "Escola",
  "Grupo",
  "ID do aluno",
  "Aluno",
  "E-mail do aluno",
  "ID do professor",
  "Professor",
  "E-mail do professor",
  "Disciplina",
  "Assunto",
  "Criada em",
  "Respondida em",
  "Status",
  "Anônima",
  "Pergunta",
  "Resposta",
  "Réplica do aluno",
  "Resposta à réplica",
  "Avaliação da resposta",
  "Resposta entendida",
  "Comentário da avaliação",
  "Viu a resposta",
  "Link",
];

describeEachDatabase("questions and workload reports over HTTP", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let ana: ReturnType<typeof reportClient>;
  let tiago: ReturnType<typeof reportClient>;
  const thisYear = appNow().getUTCFullYear();
  // The year as a São Paulo user picks it on the downloads page: whole days, the last one included.
  const year = inclusiveDayRange(`${thisYear}-01-01`, `${thisYear}-12-31`, "America/Sao_Paulo") as {
    start_date: number;
    end_date: number;
  };
  let injected: string;
  let fullWidth: string;
  beforeAll(async () => {
    const { prisma } = database();
    server = await startRestServer(testDeps(database()));
    ana = reportClient(server.url, await bearer(prisma, demo.ana));
    tiago = reportClient(server.url, await bearer(prisma, demo.tiago));
    const sofia = await prisma.user.findUniqueOrThrow({
      where: { email: demo.sofia },
      include: { groupMemberships: { include: { group: { include: { disciplines: true } } } } },
    });
    const group = sofia.groupMemberships[0]!.group;
    injected = (
      await prisma.studentQuestion.create({
        data: {
          studentId: sofia.id,
          groupId: group.id,
          disciplineId: group.disciplines[0]!.disciplineId,
          status: "WAITING",
          description: '=HYPERLINK("http://evil.example","clique")',
          createdAt: new Date(year.start_date + 86_400_000),
        },
      })
    ).id;
    const again = {
      studentId: sofia.id,
      groupId: group.id,
      disciplineId: group.disciplines[0]!.disciplineId,
      status: "WAITING" as const,
    };
    fullWidth = (
      await prisma.studentQuestion.create({
        data: { ...again, description: "\uFF1D1+1", createdAt: new Date(year.start_date + 86_400_000) },
      })
    ).id;
  });
  afterAll(() => server.close());

  it("returns every field of spec 2.2 in JSON, only of the caller's school", async () => {
    const response = await ana("questions", year);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(
      `attachment; filename="perguntas_${thisYear}-01-01_${thisYear}-12-31.json"`,
    );
    const records = await response.json();
    expect(records.length).toBeGreaterThan(10);
    for (const record of records) expect(Object.keys(record)).toEqual(questionFields);
    expect(new Set(records.map((r: { school: string }) => r.school))).toEqual(new Set(["Escola Aurora"]));
    const answered = records.find((r: { question_answered_at: string }) => r.question_answered_at !== "");
    expect(answered.question_created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/);
    expect(typeof answered.question_anonymous).toBe("boolean");
    const waiting = records.find((r: { question_id: string }) => r.question_id === injected);
    expect(waiting).toMatchObject({
      question_status: "Aguardando professor",
      question_answered_at: "",
      teacher_id: "",
      answer_rating: "",
      answer_understood: "",
      answer_description: "",
    });
    expect(waiting.link).toBe(`${server.url}/student-questions/${injected}`);
  });

  it("streams CSV with a BOM, RFC 4180 quoting and neutralised formulas, and XLSX with the text as typed", async () => {
    const csv = await ana("questions", year, "text/csv");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const rows = parseCsv(await csvBody(csv));
    expect(rows[0]).toEqual(questionHeaders);
    const row = rows.find((r) => r[0] === injected)!;
    expect(row[questionFields.indexOf("question_description")]).toBe(`'=HYPERLINK("http://evil.example","clique")`);
    expect(rows.find((r) => r[0] === fullWidth)![questionFields.indexOf("question_description")]).toBe("'\uFF1D1+1");

    const xlsx = await ana("questions", year, `${xlsxType}, application/json;q=0.5`);
    expect(xlsx.headers.get("content-type")).toBe(xlsxType);
    const sheets = await readXlsx(xlsx);
    expect(sheets.Perguntas![0]).toEqual(questionHeaders);
    // A string cell is never a formula: the text stays as typed, with no protective apostrophe.
    const description = (id: string) =>
      sheets.Perguntas!.find((r) => r[0] === id)![questionFields.indexOf("question_description")];
    expect(description(injected)).toBe('=HYPERLINK("http://evil.example","clique")');
    expect(description(fullWidth)).toBe("\uFF1D1+1");
  });

  it("negotiates JSON for wildcards and answers 406 for nothing acceptable", async () => {
    expect((await ana("questions", year, "*/*")).headers.get("content-type")).toMatch(/application\/json/);
    const refused = await ana("questions", year, "image/png");
    expect(refused.status).toBe(406);
    expect((await refused.json()).error.code).toBe("NOT_ACCEPTABLE");
  });

  it("validates the request: 422 missing or inverted dates, 400 wrong types, 403 outside scope", async () => {
    expect((await ana("questions", { start_date: year.start_date })).status).toBe(422);
    expect((await ana("questions", { start_date: year.end_date, end_date: year.start_date })).status).toBe(422);
    expect((await ana("questions", { ...year, start_date: "2026-01-01" })).status).toBe(400);
    const boreal = await database().prisma.group.findFirstOrThrow({ where: { school: { name: "Colégio Boreal" } } });
    expect((await ana("questions", { ...year, group_ids: [boreal.id] })).status).toBe(403);
    expect((await tiago("questions", year)).status).toBe(403);
  });

  it("sums weekly minutes per teacher and discipline from the schedules", async () => {
    const { prisma } = database();
    const records = await (await ana("bookings-workload", {})).json();
    const tiagoUser = await prisma.user.findUniqueOrThrow({
      where: { email: demo.tiago },
      include: { schedules: { include: { discipline: true } } },
    });
    const expected = new Map<string, number>();
    for (const s of tiagoUser.schedules)
      expected.set(s.discipline.name, (expected.get(s.discipline.name) ?? 0) + s.endMinute - s.startMinute);
    const mine = records.filter((r: { teacher_email: string }) => r.teacher_email === demo.tiago);
    expect(
      new Map(
        mine.map((r: { discipline_name: string; weekly_minutes: number }) => [r.discipline_name, r.weekly_minutes]),
      ),
    ).toEqual(expected);
    expect(Object.keys(records[0])).toEqual(["teacher_name", "teacher_email", "weekly_minutes", "discipline_name"]);
    const csv = parseCsv(await csvBody(await ana("bookings-workload", {}, "text/csv")));
    expect(csv[0]).toEqual(["Professor", "E-mail do professor", "Minutos semanais", "Disciplina"]);
    const boreal = await prisma.school.findFirstOrThrow({ where: { name: "Colégio Boreal" } });
    expect((await ana("bookings-workload", { school_ids: [boreal.id] })).status).toBe(403);
  });
});
