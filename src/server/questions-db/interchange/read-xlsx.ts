import { Readable } from "node:stream";
import { crc32 } from "node:zlib";
import ExcelJS from "exceljs";
import { DomainError } from "@/server/errors/domain-error";
import { maxImportQuestions } from "../interchange-schema";
import { difficulties, questionTypes } from "../schema";
import { titleOf, type InterchangeQuestion, type ParsedFile, type ParsedItem } from "./interchange-question";
import { importedMarkdown } from "./text-to-markdown";
import { answerColumns, questionSheetName } from "./xlsx-columns";
import { tooManyQuestions } from "./too-many-questions";
import { assertSafeZip, type ZipPart } from "./zip-guard";

/** OOXML's escapes of characters XML cannot carry (`_x0041_`, and `_x005F_` for a literal `_`). */
const unescapeOoxml = (text: string) =>
  text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A cell as text: rich text joined, a formula's result, a link's text. The streaming reader leaves escapes. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return unescapeOoxml(value).trim();
  if (typeof value !== "object") return String(value).trim();
  if ("richText" in value) return unescapeOoxml(value.richText.map((run) => run.text).join("")).trim();
  if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
  if ("text" in value) return cellText(value.text as ExcelJS.CellValue);
  return "";
}

const yes = new Set(["true", "verdadeiro", "sim", "yes", "x", "1"]);
const no = new Set(["", "false", "falso", "não", "nao", "no", "0"]);

class RowError extends Error {}

function integer(text: string, field: string): number | null {
  if (!text) return null;
  if (!/^\d+$/.test(text)) throw new RowError(`${field} must be a whole number`);
  return Number(text);
}

function rowQuestion(get: (key: string) => string): InterchangeQuestion {
  const type = get("type").toUpperCase();
  if (!(questionTypes as readonly string[]).includes(type))
    throw new RowError(`type must be one of ${questionTypes.join(", ")}`);
  const difficulty = get("difficulty").toUpperCase();
  if (difficulty && !(difficulties as readonly string[]).includes(difficulty))
    throw new RowError(`difficulty must be one of ${difficulties.join(", ")}`);
  const answers: InterchangeQuestion["answers"] = [];
  for (let n = 1; n <= answerColumns; n++) {
    const description = get(`answer_${n}`);
    const correct = get(`answer_${n}_correct`).toLowerCase();
    if (!yes.has(correct) && !no.has(correct)) throw new RowError(`answer_${n}_correct must be TRUE or FALSE`);
    if (description) answers.push({ description: importedMarkdown(description), is_correct_answer: yes.has(correct) });
  }
  const subject = get("subject");
  const markdown = (key: string) => (get(key) ? importedMarkdown(get(key)) : null);
  return {
    type: type as InterchangeQuestion["type"],
    description: importedMarkdown(get("description")),
    answers,
    solution: markdown("solution"),
    hint: markdown("hint"),
    study_orientation: markdown("study_orientation"),
    difficulty: (difficulty || null) as InterchangeQuestion["difficulty"],
    source: get("source") || null,
    source_edition: get("source_edition") || null,
    source_edition_observation: get("source_edition_observation") || null,
    source_question_number: integer(get("source_question_number"), "source_question_number"),
    subject: /^\d+$/.test(subject) ? Number(subject) : subject || null,
    discipline_id: integer(get("discipline_id"), "discipline_id"),
    other_subjects: get("other_subjects")
      .split(/[,;\s]+/)
      .filter(Boolean)
      .map((id) => integer(id, "other_subjects")!),
  };
}

/**
 * Cells the reader takes from a spreadsheet (the template's 53 columns for each of maxImportQuestions rows fit),
 * and characters of their text: the work is bounded, not only the bytes.
 */
export const maxXlsxCells = 1_100_000;
export const maxXlsxText = 20 * 1024 * 1024;

/** A row of the question sheet: its number and the text of each cell, by column. */
export type SheetRow = { at: number; cells: Map<number, string> };

const tooLarge = (message: string, params: Record<string, number>) =>
  new DomainError("PAYLOAD_TOO_LARGE", "xlsx_too_large", message, {
    params,
    issues: [{ path: ["file"], code: "xlsx_too_large", message, params }],
  });

/**
 * The import template filled in (an XLSX): each row of its question sheet, found by the header
 * names, as a question. The zip is checked for a bomb first; then exceljs streams the sheets, and the
 * limits hold while it reads (rows: the question limit; cells; characters), so that a sheet of a
 * million tiny rows is refused after its first questions, not unpacked into memory. Only the text of
 * the header's columns is kept.
 */
export async function readXlsx(bytes: Buffer): Promise<ParsedFile> {
  const rows = await sheetRowsOf(bytes);
  return { [Symbol.iterator]: () => sheetItems(rows) };
}

/** The question sheet's rows with a value, the header first, under the limits above (zip checked first). */
export async function sheetRowsOf(bytes: Buffer): Promise<SheetRow[]> {
  const parts = await assertSafeZip(bytes);
  return questionRows(readerOrder(bytes, parts)).catch((error: unknown) => {
    if (error instanceof DomainError) throw error;
    throw new DomainError("UNPROCESSABLE", "xlsx_refused", "The file is not a readable XLSX spreadsheet", {
      issues: [{ path: ["file"], code: "xlsx_refused", message: "Not a readable XLSX spreadsheet" }],
    });
  });
}

const worksheet = /^xl\/worksheets\/sheet\d+\.xml$/;
const sharedStrings = "xl/sharedStrings.xml";

/**
 * The zip's parts as exceljs's streaming reader must meet them to read each sheet as it comes: the
 * worksheets after the workbook, its relationships and the shared strings (an empty table when the
 * file has none). Met before them, a sheet is copied whole to a temporary file, which the reader
 * removes only when it has read it to the end, never when a limit stops it. The reader reads the
 * local headers one after another and never the directory, which therefore stays as it was.
 */
function readerOrder(bytes: Buffer, parts: ZipPart[]): Buffer {
  const range = (part: ZipPart) => bytes.subarray(part.start, part.end);
  const others = parts.filter((part) => !worksheet.test(part.name)).map(range);
  // Without the workbook's relationships every sheet would be copied aside: such a file is no workbook.
  const related = parts.some((part) => part.name === "xl/_rels/workbook.xml.rels");
  const sheets = related ? parts.filter((part) => worksheet.test(part.name)).map(range) : [];
  const empty = parts.some((part) => part.name === sharedStrings) ? [] : [storedPart(sharedStrings, "<sst/>")];
  const directory = bytes.subarray(Math.max(...parts.map((part) => part.end), 0));
  return Buffer.concat([...others, ...empty, ...sheets, directory]);
}

/** A zip part stored without compression: a local header and the content. */
function storedPart(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const nameBytes = Buffer.from(name);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes, data]);
}

/** The rows of the sheet named `questions`, else of the first sheet, every other sheet skipped. */
async function questionRows(bytes: Buffer): Promise<SheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    worksheets: "emit",
    entries: "ignore",
  });
  let chosen: SheetRow[] | null = null;
  const budget = { cells: 0, text: 0 };
  for await (const sheet of reader) {
    const named = (sheet as unknown as { name?: string }).name === questionSheetName;
    if (chosen && !named) continue;
    chosen = await sheetRows(sheet, budget);
    if (named) break;
  }
  return chosen ?? [];
}

async function sheetRows(sheet: ExcelJS.stream.xlsx.WorksheetReader, budget: { cells: number; text: number }) {
  const rows: SheetRow[] = [];
  let columns: number[] | null = null;
  for await (const row of sheet) {
    const cells = new Map<number, string>();
    row.eachCell((cell, column) => {
      if (++budget.cells > maxXlsxCells)
        throw tooLarge(`The spreadsheet has more than ${maxXlsxCells} cells`, { cells: maxXlsxCells });
      if (columns && !columns.includes(column)) return;
      const text = cellText(cell.value);
      budget.text += text.length;
      if (budget.text > maxXlsxText)
        throw tooLarge(`The spreadsheet holds more than ${maxXlsxText} characters`, { characters: maxXlsxText });
      if (text) cells.set(column, text);
    });
    if (!cells.size) continue;
    if (!columns) columns = [...cells.keys()];
    // The header and one row per question.
    if (rows.length > maxImportQuestions) throw tooManyQuestions();
    rows.push({ at: row.number, cells });
  }
  return rows;
}

function* sheetItems([header, ...rows]: SheetRow[]): Generator<ParsedItem> {
  if (!header) return;
  const columns = new Map([...header.cells].map(([column, name]) => [name.toLowerCase(), column]));
  for (const { at, cells } of rows) {
    const get = (key: string) => cells.get(columns.get(key) ?? 0) ?? "";
    const title = titleOf(get("description"));
    try {
      yield { at, title, question: rowQuestion(get), warnings: [], files: [] };
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      yield { at, title, code: "import_row_invalid", reason: error.message };
    }
  }
}
