import ExcelJS from "exceljs";

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Every cell of every sheet, read back with exceljs, so that a workbook is searched as text. */
async function workbookText(bytes: ArrayBuffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const parts: string[] = [];
  workbook.eachSheet((sheet) => {
    parts.push(sheet.name);
    sheet.eachRow((row) => row.eachCell((cell) => parts.push(cell.text)));
  });
  return parts.join("\n");
}

/** A response as text to search: headers that name a download, then the body (JSON, CSV or XLSX). */
export async function responseText(response: Response): Promise<{ status: number; type: string; text: string }> {
  const type = response.headers.get("content-type") ?? "";
  const body =
    type.startsWith(xlsxType) && response.ok ? await workbookText(await response.arrayBuffer()) : await response.text();
  return { status: response.status, type, text: `${response.headers.get("content-disposition") ?? ""}\n${body}` };
}
