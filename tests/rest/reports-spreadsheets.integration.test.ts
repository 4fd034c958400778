import { afterAll, beforeAll, expect, it } from "vitest";
import { inclusiveDayRange } from "@/lib/time/day-bounds";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { reportClient, xlsxType } from "../support/report-client";
import { startRestServer } from "../support/rest-server";
import { libreOfficeCsv, ptBrNumber, pythonCsv, typedSheets, type CellKind } from "../support/spreadsheets";

type Kind = Exclude<CellKind, "empty">;
const text = (...headers: string[]) => headers.map((h): [string, Kind] => [h, "text"]);

/** Every column of every sheet, pt-BR headers in order, with the kind of cell it must hold (docs/reports.md). */
const columns: Record<string, [string, Kind | "summary"][]> = {
  Perguntas: [
    ...text("ID da pergunta", "Escola", "Grupo", "ID do aluno", "Aluno", "E-mail do aluno", "ID do professor"),
    ...text("Professor", "E-mail do professor", "Disciplina", "Assunto"),
    ["Criada em", "date"],
    ["Respondida em", "date"],
    ["Status", "text"],
    ["Anônima", "yes-no"],
    ...text("Pergunta", "Resposta", "Réplica do aluno", "Resposta à réplica"),
    ["Avaliação da resposta", "number"],
    ["Resposta entendida", "yes-no"],
    ["Comentário da avaliação", "text"],
    ["Viu a resposta", "yes-no"],
    ["Link", "text"],
  ],
  Agendamentos: [
    ["ID", "text"],
    ["Escola", "text"],
    ...(["Criado em", "Agendado para", "Início", "Fim"] as const).map((h) => [h, "date"] as [string, Kind]),
    ["Duração (min)", "number"],
    ...text("ID externo do aluno", "Aluno", "E-mail do aluno", "Professor", "E-mail do professor", "Grupo"),
    ...text("Disciplina", "Sala", "Modalidade"),
    ["Avaliação do aluno", "number"],
    ["Avaliação do professor", "number"],
    ["Qualidade da chamada (aluno)", "number"],
    ["Qualidade da chamada (professor)", "number"],
    ["Status", "text"],
    ["Cancelado em", "date"],
    ["Cancelado por", "text"],
  ],
  "Carga horária": [
    ["Professor", "text"],
    ["E-mail do professor", "text"],
    ["Minutos semanais", "number"],
    ["Disciplina", "text"],
  ],
  Resumo: [
    ["Indicador", "text"],
    ["Valor", "summary"],
  ],
  Alunos: [
    ...text("Nome", "Grupos", "E-mail"),
    ["Ativo", "yes-no"],
    ["Criado em", "date"],
    ["Bloqueado em", "date"],
    ["Excluído em", "date"],
    ["Perguntas", "number"],
    ["Disciplinas e assuntos", "text"],
  ],
  Professores: [
    ...text("Nome", "Sobrenome", "E-mail", "Grupos", "Disciplinas"),
    ["Ativo", "yes-no"],
    ["Perguntas respondidas", "number"],
    ["Tempo médio de resposta (min)", "number"],
    ["Criado em", "date"],
    ["Bloqueado em", "date"],
    ["Excluído em", "date"],
  ],
  Disciplinas: [
    ["Disciplina", "text"],
    ["Total de perguntas", "number"],
    ["Tempo médio de resposta (min)", "number"],
    ["Assuntos mais perguntados", "text"],
  ],
};
/** Columns the demo data may leave empty: nobody blocked or deleted. */
const mayBeEmpty = new Set(["Bloqueado em", "Excluído em", "ID externo do aluno", "Sala"]);

const two = (n: number) => String(n).padStart(2, "0");
/** A date cell as Calc writes its content (not its format) to CSV: month/day/year hours:minutes:seconds. */
const calcDate = (d: Date) => {
  const day = `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${d.getUTCFullYear()}`;
  const time = d.getUTCHours() + d.getUTCMinutes() + d.getUTCSeconds() === 0 ? "" : ` ${two(d.getUTCHours())}`;
  return time ? `${day}${time}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}` : day;
};

describeEachDatabase("reports in spreadsheets", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let ana: ReturnType<typeof reportClient>;
  // All of the demo data, as a São Paulo user picks the days.
  const wide = inclusiveDayRange("2000-01-01", "2099-12-31", "America/Sao_Paulo") as {
    start_date: number;
    end_date: number;
  };
  const requests: Record<string, [string, () => unknown]> = {};
  const download = async (report: string, accept: string, headers: Record<string, string> = {}) => {
    const [path, body] = requests[report]!;
    const response = await fetch(`${server.url}/api/reports/${path}`, {
      method: "POST",
      headers: { ...auth, ...headers, "content-type": "application/json", accept },
      body: JSON.stringify(body()),
    });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  let auth: Record<string, string>;
  let groupIds: string[];
  beforeAll(async () => {
    const { prisma } = database();
    server = await startRestServer(testDeps(database()));
    auth = await bearer(prisma, demo.ana);
    ana = reportClient(server.url, auth);
    const groups = await prisma.group.findMany({ where: { school: { name: "Escola Aurora" } }, select: { id: true } });
    groupIds = groups.map((g) => g.id);
    requests.questions = ["questions", () => wide];
    requests.bookings = ["bookings", () => wide];
    requests.workload = ["bookings-workload", () => ({})];
    requests.usage = [
      "groups-usage",
      () => ({ ...wide, group_ids: groupIds, show_teachers: true, show_disciplines: true }),
    ];
  });
  afterAll(() => server.close());

  const xlsxFiles = async (headers?: Record<string, string>) =>
    Object.fromEntries(
      await Promise.all(Object.keys(requests).map(async (r) => [r, await download(r, xlsxType, headers)] as const)),
    );

  it("holds dates, numbers and Sim/Não in typed cells, in every column of every report's XLSX", async () => {
    const files = await xlsxFiles();
    const sheets = Object.assign({}, ...(await Promise.all(Object.values(files).map(typedSheets))));
    expect(Object.keys(sheets).sort()).toEqual(Object.keys(columns).sort());
    for (const [name, expected] of Object.entries(columns)) {
      const sheet = sheets[name]!;
      expect(sheet.headers, name).toEqual(expected.map(([h]) => h));
      expect(sheet.rows.length, name).toBeGreaterThan(0);
      expected.forEach(([header, kind], i) => {
        const cells = sheet.rows.map((row: { kind: CellKind }[]) => row[i]!);
        const kinds = new Set(cells.map((c: { kind: CellKind }) => c.kind).filter((k: CellKind) => k !== "empty"));
        const want = kind === "summary" ? ["date", "number"] : [kind];
        if (!mayBeEmpty.has(header)) expect(kinds.size, `${name} › ${header} has values`).toBeGreaterThan(0);
        for (const k of kinds) expect(want, `${name} › ${header}`).toContain(k);
        for (const cell of cells.filter((c: { kind: CellKind }) => c.kind === "date"))
          expect(cell.numFmt, `${name} › ${header}`).toMatch(/^dd\/mm\/yyyy( hh:mm)?$/);
      });
    }
    // The summary's period: its first two values are the range's days.
    expect(sheets.Resumo.rows.slice(0, 2).map((r: { value: Date }[]) => r[1]!.value)).toEqual([
      new Date("2000-01-01T00:00:00Z"),
      new Date("2099-12-31T00:00:00Z"),
    ]);
  });

  it("writes the school's wall clock as the dates' value, as the JSON shows it", async () => {
    const json = (report: string) => ana(requests[report]![0], requests[report]![1]()).then((r) => r.json());
    const questions = await json("questions");
    const sheets = await typedSheets(await download("questions", xlsxType));
    const answered = questions.find((q: { question_answered_at: string }) => q.question_answered_at !== "");
    const row = sheets.Perguntas!.rows.find((r) => r[0]!.value === answered.question_id)!;
    // 2026-03-09T23:05:09.042-03:00 is the cell 09/03/2026 23:05:09.042.
    expect((row[12]!.value as Date).toISOString().slice(0, 23)).toBe(answered.question_answered_at.slice(0, 23));
    const bookings = await json("bookings");
    const bookingSheet = (await typedSheets(await download("bookings", xlsxType))).Agendamentos!;
    for (const [i, booking] of bookings.slice(0, 50).entries()) {
      const at = bookingSheet.rows[i]![3]!.value as Date;
      const dmy = `${two(at.getUTCDate())}/${two(at.getUTCMonth() + 1)}/${at.getUTCFullYear()}`;
      expect(`${dmy} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`).toBe(booking.scheduled_for);
      expect(bookingSheet.rows[i]![6]!.value ?? "").toBe(booking.duration === "" ? "" : Number(booking.duration));
    }
  });

  it("gives an English reader English headers, Yes/No and month/day dates", async () => {
    for (const headers of [{ "accept-language": "en-US,en;q=0.9" }, { cookie: "locale=en" }] as Record<
      string,
      string
    >[]) {
      const { Perguntas } = await typedSheets(await download("questions", xlsxType, headers));
      expect(Perguntas!.headers.slice(11, 15)).toEqual(["Created at", "Answered at", "Status", "Anonymous"]);
      expect(new Set(Perguntas!.rows.map((r) => r[14]!.value))).toEqual(new Set(["Yes", "No"]));
      expect(Perguntas!.rows[0]![11]!.numFmt).toBe("m/d/yyyy h:mm AM/PM");
    }
    const usage = await typedSheets(await download("usage", xlsxType, { cookie: "locale=en" }));
    expect(Object.keys(usage)).toEqual(["Summary", "Students", "Teachers", "Disciplines"]);
    // The cookie (the language switch) wins over the browser's language.
    const chosen = await typedSheets(
      await download("questions", xlsxType, { cookie: "locale=pt-BR", "accept-language": "en" }),
    );
    expect(chosen.Perguntas!.headers[0]).toBe("ID da pergunta");
  });

  it("opens in LibreOffice Calc with the same typed values", async () => {
    const files = await xlsxFiles();
    const calc = libreOfficeCsv(files);
    for (const [file, bytes] of Object.entries(files)) {
      for (const [name, sheet] of Object.entries(await typedSheets(bytes))) {
        const csv = calc[file]![name]!;
        expect(csv[0], name).toEqual(sheet.headers);
        const expected = sheet.rows.map((row) =>
          row.map((c) => (c.kind === "date" ? calcDate(c.value as Date) : c.kind === "empty" ? "" : String(c.value))),
        );
        expect(csv.slice(1), name).toEqual(expected);
        // Calc rewrote what it read as dates and numbers in its own forms: they were never text.
        columns[name]!.forEach(([header, kind], i) => {
          const values = csv
            .slice(1)
            .map((row) => row[i]!)
            .filter(Boolean);
          if (kind === "date")
            for (const v of values) expect(v, header).toMatch(/^\d\d\/\d\d\/\d{4}( \d\d:\d\d:\d\d)?$/);
          if (kind === "number") for (const v of values) expect(v, header).toMatch(/^-?\d+(\.\d+)?$/);
        });
      }
    }
  }, 180_000);

  it("writes the CSV for Excel in Brazil with ';' and decimal commas, as Python's csv reads it", async () => {
    for (const report of Object.keys(requests)) {
      const plain = pythonCsv((await download(report, "text/csv")).toString("utf8"), ",");
      const excel = await download(report, "text/csv; profile=excel");
      expect(excel.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const rows = pythonCsv(excel.toString("utf8"), ";");
      // The same cells, but numbers with a decimal comma.
      expect(rows, report).toEqual(
        plain.map((row) => row.map((v) => (/^-?\d+\.\d+$/.test(v) ? v.replace(".", ",") : v))),
      );
    }
    const report = await (await ana("groups-usage", requests.usage![1]())).json();
    const summary = pythonCsv((await download("usage", "text/csv; profile=excel")).toString("utf8"), ";");
    const value = (indicator: string) => ptBrNumber(summary.find((r) => r[0] === indicator)![1]!);
    expect(value("Tempo médio de resposta ajustado (min)")).toBe(report.average_adjusted_response_time_in_minutes);
    expect(value("Usuários ativos (%)")).toBe(report.active_users_percentage);
    expect(value("Total de perguntas")).toBe(report.total_questions);
    expect(summary.find((r) => r[0] === "Início")![1]).toBe("01/01/2000");
    const bookings = pythonCsv((await download("bookings", "text/csv; profile=excel")).toString("utf8"), ";");
    expect(bookings[1]![3]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  });
});
