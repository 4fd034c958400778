/** Whether a Blob holds an XLSX workbook, as far as its first bytes tell: a ZIP archive's local file header. */
export async function isXlsx(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return file.size > 4 && [0x50, 0x4b, 0x03, 0x04].every((byte, i) => head[i] === byte);
}
