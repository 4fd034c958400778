import { xlsxChunks } from "@/server/xlsx/xlsx-chunks";
import type { InterchangeFormat, RefusedFile } from "../interchange-schema";
import { xlsxContentType } from "../interchange-schema";
import { giftBlocks } from "./parse-gift";
import { sheetRowsOf } from "./read-xlsx";
import { questionSheetName } from "./xlsx-columns";
import { childNamed, childrenNamed, parseXmlTree } from "./xml-tree";

const categoryLine = /^\s*\$CATEGORY:/;

/**
 * The GIFT blocks that start at a refused line, each after the `$CATEGORY:` line in force there (written again
 * only when it changes), so that they import back into the same subjects.
 */
function giftRefused(text: string, places: Set<number>): string {
  const out: string[] = [];
  let category: string | null = null;
  let written: string | null = null;
  for (const block of giftBlocks(text)) {
    const first = block.lines[0]!;
    if (categoryLine.test(first)) category = first.trim();
    if (!places.has(block.start)) continue;
    if (category !== null && category !== written && !categoryLine.test(first)) out.push(category);
    written = category;
    out.push(block.lines.join("\n"));
  }
  return out.length ? `${out.join("\n\n")}\n` : "";
}

/** The refused `<question>` elements as the file writes them, each after the category element in force there. */
function xmlRefused(text: string, places: Set<number>): string {
  const quiz = childNamed(parseXmlTree(text), "quiz");
  const out: string[] = [];
  let category: string | null = null;
  let written: string | null = null;
  for (const question of childrenNamed(quiz, "question")) {
    const source = text.slice(question.start, question.end);
    if (question.attributes.type === "category") category = source;
    else if (places.has(question.line)) {
      if (category !== null && category !== written) out.push(category);
      written = category;
      out.push(source);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${out.map((q) => `  ${q}\n`).join("")}</quiz>\n`;
}

/** The sheet's header and the refused rows, each cell's text in its column, as a spreadsheet of its own. */
async function xlsxRefused(bytes: Buffer, places: Set<number>): Promise<Buffer> {
  const [header, ...rows] = await sheetRowsOf(bytes);
  const width = Math.max(0, ...(header ? header.cells.keys() : []));
  const columns = Array.from({ length: width }, (_, i) => ({ header: header?.cells.get(i + 1) ?? "", width: 20 }));
  const refused = rows
    .filter((row) => places.has(row.at))
    .map((row) => Array.from({ length: width }, (_, i) => row.cells.get(i + 1) ?? null));
  const chunks: Buffer[] = [];
  const sheet = {
    name: questionSheetName,
    header: "bold" as const,
    columns,
    rows: (async function* () {
      yield refused;
    })(),
  };
  for await (const chunk of xlsxChunks([sheet], "pt-BR")) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The questions refused at `places` (their lines or rows), cut from the file's own text or rows, in its format:
 * the user fixes them and imports that file again. GIFT: their blocks; Moodle XML: their `<question>` elements
 * with the categories before them; XLSX: the header and their rows.
 */
export async function refusedFileOf(
  format: InterchangeFormat,
  bytes: Buffer,
  places: Set<number>,
): Promise<RefusedFile | null> {
  if (!places.size) return null;
  if (format === "xlsx") {
    const file = await xlsxRefused(bytes, places);
    return { name: "refused.xlsx", content_type: xlsxContentType, base64: file.toString("base64") };
  }
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
  const file = format === "gift" ? giftRefused(text, places) : xmlRefused(text, places);
  return {
    name: format === "gift" ? "refused.gift.txt" : "refused.xml",
    content_type: format === "gift" ? "text/plain; charset=utf-8" : "application/xml",
    base64: Buffer.from(file).toString("base64"),
  };
}
