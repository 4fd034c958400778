import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";

/** What a spreadsheet holds in a cell, as a person sorting or summing it meets it. */
export type CellKind = "date" | "number" | "yes-no" | "text" | "empty";
export type TypedSheet = { headers: string[]; rows: { kind: CellKind; value: unknown; numFmt?: string }[][] };

const yesNoWords = new Set(["Sim", "Não", "Yes", "No"]);

function kindOf(cell: ExcelJS.Cell): CellKind {
  switch (cell.type) {
    case ExcelJS.ValueType.Null:
      return "empty";
    case ExcelJS.ValueType.Date:
      return "date";
    case ExcelJS.ValueType.Number:
      return "number";
    case ExcelJS.ValueType.String:
    case ExcelJS.ValueType.SharedString:
      return yesNoWords.has(String(cell.value)) ? "yes-no" : "text";
    default:
      throw new Error(`Unexpected cell type ${cell.type} at ${cell.address}`);
  }
}

/** An XLSX read back with exceljs' reader: per sheet, the header row and each cell's kind, value and format. */
export async function typedSheets(xlsx: Buffer): Promise<Record<string, TypedSheet>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheets: Record<string, TypedSheet> = {};
  workbook.eachSheet((sheet) => {
    const width = sheet.getRow(1).cellCount;
    const headers = Array.from({ length: width }, (_, i) => String(sheet.getRow(1).getCell(i + 1).value));
    const rows: TypedSheet["rows"] = [];
    for (let r = 2; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      rows.push(
        headers.map((_, i) => {
          const cell = row.getCell(i + 1);
          return { kind: kindOf(cell), value: cell.value, numFmt: cell.numFmt };
        }),
      );
    }
    sheets[sheet.name] = { headers, rows };
  });
  return sheets;
}

/**
 * Every sheet of each XLSX as LibreOffice Calc exports it to CSV with a pt-BR language and its
 * cells' contents rather than their formatting: a date cell comes out in Calc's own date form,
 * a number as a plain number, text as typed. Returns file → sheet → rows.
 */
export function libreOfficeCsv(files: Record<string, Buffer>): Record<string, Record<string, string[][]>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lo-"));
  try {
    for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dir, `${name}.xlsx`), bytes);
    // Tokens: comma, quote, UTF-8, from line 1, standard cells, pt-BR, …, not as shown, …, every sheet.
    const filter = "csv:Text - txt - csv (StarCalc):44,34,76,1,,1046,false,true,false,false,false,-1";
    const inputs = Object.keys(files).map((name) => path.join(dir, `${name}.xlsx`));
    const profile = `-env:UserInstallation=file://${path.join(dir, "profile")}`;
    execFileSync("soffice", [profile, "--headless", "--convert-to", filter, "--outdir", dir, ...inputs], {
      timeout: 120_000,
      stdio: "ignore",
    });
    const out: Record<string, Record<string, string[][]>> = {};
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".csv"))) {
      const [name, sheet] = file.replace(/\.csv$/, "").split(/-(.*)/s) as [string, string];
      (out[name] ??= {})[sheet] = pythonCsv(fs.readFileSync(path.join(dir, file), "utf8"), ",");
    }
    return out;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** CSV text read by Python's csv module (the reader the issue names), with the given delimiter. */
export function pythonCsv(text: string, delimiter: "," | ";"): string[][] {
  const script = `import csv, io, json, sys
data = sys.stdin.buffer.read().decode("utf-8-sig")
print(json.dumps(list(csv.reader(io.StringIO(data, newline=""), delimiter=sys.argv[1]))))`;
  return JSON.parse(execFileSync("python3", ["-c", script, delimiter], { input: text, encoding: "utf8" }));
}

/** A number as a pt-BR reader writes it: "1.234,5" → 1234.5. */
export const ptBrNumber = (text: string) => Number(text.replace(/\./g, "").replace(",", "."));
