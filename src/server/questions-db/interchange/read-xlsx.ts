import ExcelJS from "exceljs";
import { DomainError } from "@/server/errors/domain-error";
import { difficulties, questionTypes } from "../schema";
import { titleOf, type InterchangeQuestion, type ParsedFile, type ParsedItem } from "./interchange-question";
import { normaliseMaths } from "./plain-to-markdown";
import { answerColumns, questionSheetName } from "./xlsx-columns";
import { assertSafeZip } from "./zip-guard";

/** A cell as text: rich text joined, a formula's result, a link's text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== "object") return String(value).trim();
  if ("richText" in value)
    return value.richText
      .map((run) => run.text)
      .join("")
      .trim();
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
    if (description) answers.push({ description: normaliseMaths(description), is_correct_answer: yes.has(correct) });
  }
  const subject = get("subject");
  const markdown = (key: string) => (get(key) ? normaliseMaths(get(key)) : null);
  return {
    type: type as InterchangeQuestion["type"],
    description: normaliseMaths(get("description")),
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
 * The import template filled in (an XLSX): each row of its question sheet, found by the header
 * names, as a question. The zip is checked for a bomb before exceljs unpacks anything.
 */
export async function readXlsx(bytes: Buffer): Promise<ParsedFile> {
  assertSafeZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new DomainError("UNPROCESSABLE", "xlsx_refused", "The file is not a readable XLSX spreadsheet", {
      issues: [{ path: ["file"], code: "xlsx_refused", message: "Not a readable XLSX spreadsheet" }],
    });
  }
  const sheet = workbook.getWorksheet(questionSheetName) ?? workbook.worksheets[0];
  return { [Symbol.iterator]: () => (sheet ? sheetItems(sheet) : [][Symbol.iterator]()) };
}

function* sheetItems(sheet: ExcelJS.Worksheet): Generator<ParsedItem> {
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => columns.set(cellText(cell.value).toLowerCase(), column));
  for (let at = 2; at <= sheet.rowCount; at++) {
    const row = sheet.findRow(at);
    if (!row?.hasValues) continue;
    const get = (key: string) => {
      const column = columns.get(key);
      return column ? cellText(row.getCell(column).value) : "";
    };
    if (![...columns.values()].some((column) => cellText(row.getCell(column).value))) continue;
    const title = titleOf(get("description"));
    try {
      yield { at, title, question: rowQuestion(get), warnings: [], files: [] };
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      yield { at, title, code: "import_row_invalid", reason: error.message };
    }
  }
}
