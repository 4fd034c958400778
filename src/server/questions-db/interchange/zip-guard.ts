import { inflateRawSync } from "node:zlib";
import { DomainError } from "@/server/errors/domain-error";

/** What a spreadsheet may unpack to, all of its parts together, and how many parts it may have. */
export const maxUnpackedBytes = 100 * 1024 * 1024;
const maxEntries = 2_000;
/**
 * What the shared strings part may unpack to: the streaming reader keeps every shared string (a cell
 * names one by its index), and 100 MiB of tiny ones would be millions of strings in memory.
 */
export const maxSharedStringsBytes = 32 * 1024 * 1024;

const refuse = (message: string) =>
  new DomainError("UNPROCESSABLE", "xlsx_refused", message, {
    issues: [{ path: ["file"], code: "xlsx_refused", message }],
  });

/** A part of a checked zip: its name and its bytes in the file, local header to the next part. */
export type ZipPart = { name: string; start: number; end: number };

/**
 * Refuses a zip that would unpack to more than maxUnpackedBytes (a zip bomb) before a spreadsheet
 * reader sees it: first by the sizes its central directory declares, then by inflating each part
 * with its declared size as the ceiling, since a bomb can lie about its sizes. Zip64 is refused:
 * a question sheet never needs it. Answers the parts in the file's order, each as its byte range.
 */
export function assertSafeZip(bytes: Buffer): ZipPart[] {
  const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > bytes.length) throw refuse("The file is not an XLSX (zip) file");
  const entries = bytes.readUInt16LE(eocd + 10);
  const directoryAt = bytes.readUInt32LE(eocd + 16);
  if (entries > maxEntries) throw refuse(`The file has more than ${maxEntries} parts`);
  if (entries === 0xffff || directoryAt === 0xffffffff) throw refuse("Zip64 files are not accepted");
  let at = directoryAt;
  let declaredTotal = 0;
  const parts: { method: number; compressed: number; size: number; local: number; name: string }[] = [];
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw refuse("The zip directory is damaged");
    const part = {
      method: bytes.readUInt16LE(at + 10),
      compressed: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      local: bytes.readUInt32LE(at + 42),
      name: bytes.toString("utf8", at + 46, at + 46 + bytes.readUInt16LE(at + 28)),
    };
    if (part.size === 0xffffffff || part.compressed === 0xffffffff) throw refuse("Zip64 files are not accepted");
    if (part.name.toLowerCase() === "xl/sharedstrings.xml" && part.size > maxSharedStringsBytes) {
      const message = `The spreadsheet's shared strings unpack to more than ${maxSharedStringsBytes} bytes`;
      throw new DomainError("PAYLOAD_TOO_LARGE", "xlsx_too_large", message, {
        issues: [{ path: ["file"], code: "xlsx_too_large", message }],
      });
    }
    declaredTotal += part.size;
    if (declaredTotal > maxUnpackedBytes) throw refuse(`The file unpacks to more than ${maxUnpackedBytes} bytes`);
    parts.push(part);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  // The spreadsheet reader streams the parts from their local headers, not from the directory: every
  // byte before the directory must be a part the directory lists, under the same name, so that no
  // part is hidden from these checks.
  let expected = 0;
  const ranges: ZipPart[] = [];
  for (const part of parts.sort((a, b) => a.local - b.local)) {
    const previous = ranges.at(-1);
    if (previous) previous.end = part.local;
    ranges.push({ name: part.name, start: part.local, end: directoryAt });
    if (part.local + 30 > bytes.length || bytes.readUInt32LE(part.local) !== 0x04034b50)
      throw refuse("The zip directory is damaged");
    const nameLength = bytes.readUInt16LE(part.local + 26);
    if (
      !descriptorGap(bytes, expected, part.local) ||
      bytes.toString("utf8", part.local + 30, part.local + 30 + nameLength) !== part.name
    )
      throw refuse("The zip's parts differ from its directory");
    const dataAt = part.local + 30 + nameLength + bytes.readUInt16LE(part.local + 28);
    const data = bytes.subarray(dataAt, dataAt + part.compressed);
    expected = dataAt + part.compressed;
    if (part.method === 0) {
      if (data.length !== part.size) throw refuse("A part is larger than its zip directory says");
      continue;
    }
    if (part.method !== 8) throw refuse("A part is compressed in a way XLSX does not use");
    try {
      // One byte of room: output beyond the declared size fails here instead of being kept.
      const inflated = inflateRawSync(data, { maxOutputLength: part.size + 1 });
      if (inflated.length !== part.size) throw new Error("size differs");
    } catch {
      throw refuse("A part unpacks to more than its zip directory says");
    }
  }
  if (!descriptorGap(bytes, expected, directoryAt)) throw refuse("The zip's parts differ from its directory");
  return ranges;
}

/** Whether `from` to `to` is empty or one data descriptor (12 or 16 bytes, with or without its signature). */
function descriptorGap(bytes: Buffer, from: number, to: number): boolean {
  const gap = to - from;
  return gap === 0 || gap === 12 || gap === 16 || (gap === 24 && bytes.readUInt32LE(from) === 0x08074b50);
}
