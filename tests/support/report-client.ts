import ExcelJS from "exceljs";

export const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Posts a report request and returns the raw response, for any format. */
export function reportClient(baseUrl: string, auth: Record<string, string>) {
  return (path: string, body: unknown, accept?: string) =>
    fetch(`${baseUrl}/api/reports/${path}`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json", ...(accept ? { accept } : {}) },
      body: JSON.stringify(body),
    });
}

/** A downloaded XLSX read back with exceljs: sheet name → rows of cell values (header first). */
export async function readXlsx(response: Response): Promise<Record<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
  const sheets: Record<string, unknown[][]> = {};
  workbook.eachSheet((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    sheets[sheet.name] = rows;
  });
  return sheets;
}

/** RFC 4180 parsing for assertions (quoted fields, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) field += c;
    else if (c === '"') quoted = true;
    else if (c === ",") endField();
    else if (c === "\n") {
      endField();
      rows.push(row);
      row = [];
    } else if (c !== "\r") field += c;
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

/** The CSV body after checking it starts with the UTF-8 BOM (which Response.text() would hide). */
export async function csvBody(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== 0xef || bytes[1] !== 0xbb || bytes[2] !== 0xbf) throw new Error("CSV without a UTF-8 BOM");
  return new TextDecoder().decode(bytes.subarray(3));
}
