import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { xlsxType } from "../support/report-client";
import { startRestServer } from "../support/rest-server";
import { ptBrNumber, pythonCsv, typedSheets } from "../support/spreadsheets";

/** The page's columns, as the page names them (docs/performance.md, "The export"). */
const headers = [
  "ID",
  "Nome",
  "Sobrenome",
  "Provas",
  "Questionários",
  "Questões vistas",
  "Questões respondidas",
  "Corretas na 1ª tentativa",
  "Tempo médio de resposta (s)",
  "Tentativas até acertar (média)",
];
const figures = [
  "total_exams_count",
  "total_quizzes_count",
  "total_questions_seen_count",
  "total_questions_answered_count",
  "correct_answers_count",
  "average_answer_time",
  "average_answers_until_correct",
] as const;
type Student = { id: string; first_name: string; last_name: string } & Record<(typeof figures)[number], number>;

describeEachDatabase("the performance page's export", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let auth: Record<string, string>;
  let json: Map<string, Student>;
  const get = (query: string, accept?: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/exams/users/export${query}`, {
      headers: { ...auth, ...headers, ...(accept ? { accept } : {}) },
    });
  const csv = async (query: string, accept: string, delimiter: "," | ";") => {
    const response = await get(query, accept);
    expect(response.status).toBe(200);
    return { response, rows: pythonCsv(await response.text(), delimiter) };
  };

  beforeAll(async () => {
    server = await startRestServer(testDeps(database()));
    auth = await bearer(database().prisma, demo.ana);
    const all = (await (await fetch(`${server.url}/api/exams/users`, { headers: auth })).json()) as Student[];
    json = new Map(all.map((s) => [s.id, s]));
  });
  afterAll(() => server.close());

  it("writes CSV for Excel in Brazil: ';', decimal commas, Portuguese headers, empty for no data", async () => {
    const { response, rows } = await csv("", "text/csv; profile=excel", ";");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8; profile=excel");
    expect(response.headers.get("content-disposition")).toMatch(/filename="desempenho_\d{4}-\d{2}-\d{2}\.csv"/);
    const [head, ...body] = rows;
    expect(head).toEqual(headers);
    // Every student in reach, each with the JSON's figures.
    expect(body.map((r) => r[0]).sort()).toEqual([...json.keys()].sort());
    let commas = 0;
    let empties = 0;
    for (const row of body) {
      const student = json.get(row[0]!)!;
      expect(row.slice(1, 3)).toEqual([student.first_name, student.last_name]);
      figures.forEach((key, i) => {
        const cell = row[3 + i]!;
        const average = key.startsWith("average_");
        // No data is null in the JSON (an average over nothing), an empty cell in the file.
        if (average && student[key] === null) {
          expect(cell, `${key} of ${student.id}`).toBe("");
          empties++;
          return;
        }
        expect(cell, `${key} of ${student.id}`).not.toContain(".");
        if (cell.includes(",")) commas++;
        expect(ptBrNumber(cell), `${key} of ${student.id}`).toBe(student[key]);
      });
    }
    // The demo data has both: averages with decimals and students with nothing to average.
    expect(commas).toBeGreaterThan(0);
    expect(empties).toBeGreaterThan(0);
  });

  it("writes plain CSV with commas and decimal points, the default when Accept names no format", async () => {
    for (const accept of ["text/csv", undefined]) {
      const response = await get("", accept);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      const [head, ...body] = pythonCsv(await response.text(), ",");
      expect(head).toEqual(headers);
      const decimal = body.find((r) => /\./.test(r[8]!))!;
      expect(Number(decimal[8])).toBe(json.get(decimal[0]!)!.average_answer_time);
    }
  });

  it("follows the page's sort, with nothing to average at the end of a descending list", async () => {
    const { rows } = await csv("?sort=average_answer_time&direction=desc", "text/csv; profile=excel", ";");
    const times = rows.slice(1).map((r) => (r[8] === "" ? -1 : ptBrNumber(r[8]!)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeGreaterThan(0);
  });

  it("gives XLSX typed numbers, empty cells where nothing applies, and the reader's language", async () => {
    const response = await get("", xlsxType, { cookie: "locale=en" });
    expect(response.status).toBe(200);
    const sheets = await typedSheets(Buffer.from(await response.arrayBuffer()));
    const sheet = Object.values(sheets)[0]!;
    expect(sheet.headers.slice(0, 4)).toEqual(["ID", "First name", "Last name", "Exams"]);
    for (const row of sheet.rows) {
      const student = json.get(row[0]!.value as string)!;
      expect(row[8]!.kind).toBe(student.average_answer_time === null ? "empty" : "number");
      expect(row[3]!).toMatchObject({ kind: "number", value: student.total_exams_count });
    }
  });

  it("refuses a format it does not write, and an id outside the caller's reach", async () => {
    const json406 = await get("", "application/json");
    expect(json406.status).toBe(406);
    expect((await json406.json()).error.code).toBe("NOT_ACCEPTABLE");
    const foreign = await database().prisma.group.findFirstOrThrow({ where: { school: { name: "Colégio Boreal" } } });
    expect((await get(`?group_ids=${foreign.id}`, "text/csv")).status).toBe(403);
    expect((await get("?sort=nonsense", "text/csv")).status).toBe(400);
  });
});
