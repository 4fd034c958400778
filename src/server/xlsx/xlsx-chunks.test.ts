import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { libreOfficeCsv } from "../../../tests/support/spreadsheets";
import { batches, questionsSheet } from "../../../tests/support/xlsx-sheets";
import { maxSheetRows } from "./sheet-pages";
import type { XlsxSheet } from "./sheet-xml";
import { xlsxChunks } from "./xlsx-chunks";

const bytesOf = async (chunks: AsyncIterable<Buffer>) => {
  const all: Buffer[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return Buffer.concat(all);
};
const workbookOf = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
};

const typed = "Ação <b>&</b> \"aspas\" 'x' =1+1 \t tab\r\nnova linha 😀";
const questions = () =>
  questionsSheet(
    { header: "Média", width: 14, type: "decimal" },
    [[typed, new Date("2026-03-09T23:05:09Z"), 4, true, 2.25]],
    [[" co\u0001ntrol\u001f ", null, null, false, null]],
  );
/** Past the shared strings' length: an inline text whose escape exceljs must undo too. */
const longEscaped = `${"Indicador de nome longo ".repeat(3)}_x00e9_`;
const summary = (): XlsxSheet => ({
  name: "Resumo",
  header: "filled",
  columns: [
    { header: "Indicador", width: 46, type: "text" },
    { header: "Valor", width: 18 },
  ],
  rows: batches([
    ["_x0041_ Início", new Date("2026-01-01T00:00:00Z")],
    ["Total", 12],
    ["Média", 1.5],
    [longEscaped, 3],
  ]),
});

describe("an XLSX written as a stream", () => {
  it("reads back in exceljs: typed cells, formats, frozen header rows, widths, one sheet per section", async () => {
    const workbook = await workbookOf(await bytesOf(xlsxChunks([questions(), summary()], "pt-BR")));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Perguntas", "Resumo"]);
    const sheet = workbook.getWorksheet("Perguntas")!;
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.columns.map((c) => c.width)).toEqual([50, 17, 22, 12, 14]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const [text, created, rating, anonymous, mean] = [1, 2, 3, 4, 5].map((i) => sheet.getRow(2).getCell(i));
    expect(text!.value).toBe(typed);
    expect(created!.value).toEqual(new Date("2026-03-09T23:05:09Z"));
    expect(created!.numFmt).toBe("dd/mm/yyyy hh:mm");
    expect([rating!.value, rating!.numFmt, mean!.value, mean!.numFmt]).toEqual([4, "0", 2.25, "0.00"]);
    expect(anonymous!.value).toBe("Sim");
    expect(sheet.getRow(3).values).toEqual([undefined, " control ", undefined, undefined, "Não"]);
    const usage = workbook.getWorksheet("Resumo")!;
    expect(usage.getRow(1).getCell(1).fill).toMatchObject({ fgColor: { argb: "FF1E3A8A" } });
    expect(usage.getRow(2).getCell(2).value).toEqual(new Date("2026-01-01T00:00:00Z"));
    expect(usage.getRow(2).getCell(1).value).toBe("_x0041_ Início");
    expect(usage.getRow(5).getCell(1).text).toBe(longEscaped);
    expect(usage.getRow(2).getCell(2).numFmt).toBe("dd/mm/yyyy");
    expect([usage.getRow(3).getCell(2).numFmt, usage.getRow(4).getCell(2).numFmt]).toEqual(["0", "0.00"]);
  });

  it("gives an English reader month/day formats and Yes/No", async () => {
    const sheet = (await workbookOf(await bytesOf(xlsxChunks([questions()], "en")))).worksheets[0]!;
    expect(sheet.getRow(2).getCell(2).numFmt).toBe("m/d/yyyy h:mm AM/PM");
    expect([sheet.getRow(2).getCell(4).value, sheet.getRow(3).getCell(4).value]).toEqual(["Yes", "No"]);
  });

  it("opens in LibreOffice Calc with the text as typed and dates and numbers as values", () => {
    return bytesOf(xlsxChunks([questions(), summary()], "pt-BR")).then((bytes) => {
      const calc = libreOfficeCsv({ book: bytes }).book!;
      expect(calc.Perguntas).toEqual([
        ["Texto", "Criada em", "Nota", "Anônima", "Média"],
        // Calc keeps a line break as LF only; "_x0041_" is not read as an escaped "A".
        [typed.replace("\r\n", "\n"), "03/09/2026 23:05:09", "4", "Sim", "2.25"],
        [" control ", "", "", "Não", ""],
      ]);
      expect(calc.Resumo).toEqual([
        ["Indicador", "Valor"],
        ["_x0041_ Início", "01/01/2026"],
        ["Total", "12"],
        ["Média", "1.5"],
        [longEscaped, "3"],
      ]);
    });
  }, 120_000);

  it("goes on in numbered sheets past a sheet's rows, each under its header (exceljs, LibreOffice)", async () => {
    const row = (n: number) => [`pergunta ${n}`, new Date(Date.UTC(2026, 0, n)), n, n % 2 === 0, n / 4];
    const mean = { header: "Média", width: 14, type: "decimal" } as const;
    const sheet = questionsSheet(mean, [row(1), row(2)], [3, 4, 5].map(row));
    const bytes = await bytesOf(xlsxChunks([sheet, summary()], "pt-BR", 2));
    const workbook = await workbookOf(bytes);
    const names = ["Perguntas", "Perguntas (2)", "Perguntas (3)", "Resumo", "Resumo (2)"];
    expect(workbook.worksheets.map((s) => s.name)).toEqual(names);
    const texts = names.slice(0, 3).map((name) =>
      workbook
        .getWorksheet(name)!
        .getSheetValues()
        .map((values) => (values as unknown[])[1]),
    );
    expect(texts.map((column) => column.filter(Boolean))).toEqual([
      ["Texto", "pergunta 1", "pergunta 2"],
      ["Texto", "pergunta 3", "pergunta 4"],
      ["Texto", "pergunta 5"],
    ]);
    expect(workbook.getWorksheet("Perguntas (3)")!.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    const calc = libreOfficeCsv({ book: bytes }).book!;
    expect(Object.keys(calc).sort()).toEqual([...names].sort());
    expect(calc["Perguntas (3)"]).toEqual([
      ["Texto", "Criada em", "Nota", "Anônima", "Média"],
      ["pergunta 5", "01/05/2026 00:00:00", "5", "Não", "1.25"],
    ]);
  }, 120_000);

  it("puts the row past a spreadsheet's last in a second sheet", async () => {
    const perBatch = 4096;
    const total = maxSheetRows; // one more than fit under the header
    async function* numbers() {
      for (let at = 0; at < total; at += perBatch)
        yield Array.from({ length: Math.min(perBatch, total - at) }, (_, i) => [at + i + 1]);
    }
    const sheet: XlsxSheet = {
      name: "Números",
      header: "bold",
      columns: [{ header: "N", width: 10, type: "integer" }],
      rows: numbers(),
    };
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "rows-")), "book.xlsx");
    fs.writeFileSync(file, await bytesOf(xlsxChunks([sheet], "pt-BR")));
    const script = `import json, re, sys, zipfile
book = zipfile.ZipFile(sys.argv[1])
names = re.findall(r'<sheet name="([^"]*)"', book.read("xl/workbook.xml").decode())
rows = [re.findall(r'<row r="(\\d+)"', book.read(f"xl/worksheets/sheet{i}.xml").decode()) for i in (1, 2)]
last = book.read("xl/worksheets/sheet2.xml").decode()[-120:]
print(json.dumps({"names": names, "rows": [[len(r), r[-1]] for r in rows], "last": last}))`;
    const read = JSON.parse(execFileSync("python3", ["-c", script, file], { encoding: "utf8" }));
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    expect(read.names).toEqual(["Números", "Números (2)"]);
    expect(read.rows).toEqual([
      [maxSheetRows, String(maxSheetRows)],
      [2, "2"],
    ]);
    expect(read.last).toMatch(new RegExp(`<c r="A2"[^>]*><v>${maxSheetRows}</v></c></row></sheetData>`));
  }, 60_000);

  it("sends its first bytes before the last row is read, and holds no more than a batch or two", async () => {
    const rowsPerBatch = 1000;
    const totalBatches = 200;
    let read = 0;
    async function* many() {
      for (; read < totalBatches;) {
        read++;
        yield Array.from({ length: rowsPerBatch }, (_, i) => [`${read}-${i} ${"texto ".repeat(40)}`, read * i]);
      }
    }
    const sheet: XlsxSheet = {
      name: "Muitas",
      header: "bold",
      columns: [
        { header: "Texto", width: 50 },
        { header: "N", width: 10, type: "integer" },
      ],
      rows: many(),
    };
    const live = () => {
      globalThis.gc?.();
      return process.memoryUsage().heapUsed;
    };
    const baseline = live();
    let peak = baseline;
    let bytes = 0;
    let readAtFirstByte: number | undefined;
    let readAtMiB: number | undefined;
    for await (const chunk of xlsxChunks([sheet], "pt-BR")) {
      readAtFirstByte ??= read;
      bytes += chunk.byteLength;
      if (bytes > 1024 * 1024) readAtMiB ??= read;
      if (read % 20 === 0) peak = Math.max(peak, live());
    }
    expect(read).toBe(totalBatches);
    expect(readAtFirstByte).toBe(1);
    // Compressed bytes flow while the rows are still being read.
    expect(readAtMiB).toBeLessThan(totalBatches / 2);
    // 200,000 rows of about 300 bytes: 60 MB of XML, of which the writer holds only what is in flight.
    expect(globalThis.gc).toBeTypeOf("function");
    expect(peak - baseline).toBeLessThan(24 * 1024 * 1024);
  }, 60_000);

  it("writes nothing when the rows fail before their first batch, and closes them when its reader leaves", async () => {
    async function* failing(): AsyncGenerator<unknown[][]> {
      throw new Error("database down");
    }
    const broken = xlsxChunks([{ ...summary(), rows: failing() }], "pt-BR");
    await expect(broken.next()).rejects.toThrow("database down");

    let closed = false;
    async function* endless() {
      try {
        for (let i = 0; ; i++) yield Array.from({ length: 2000 }, () => [`linha ${"x".repeat(200)} ${i}`, i]);
      } finally {
        closed = true;
      }
    }
    const chunks = xlsxChunks([{ ...summary(), rows: endless() }], "pt-BR");
    for (let i = 0; i < 20; i++) await chunks.next();
    await chunks.return(undefined);
    await expect.poll(() => closed).toBe(true);
  });
});
