import { finished } from "node:stream/promises";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { DomainError } from "@/server/errors/domain-error";

/** What a spreadsheet may unpack to, all of its parts together, and how many parts it may have. */
export const maxUnpackedBytes = 100 * 1024 * 1024;
export const maxEntries = 2_000;
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

/** The zip as yauzl opens it: a file without an end of directory record is no zip. */
async function opened(bytes: Buffer): Promise<ZipFile> {
  try {
    // Names are taken as UTF-8 bytes, unchecked: the parts are matched by name, never written to disk.
    return await yauzl.fromBufferPromise(bytes, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true });
  } catch {
    throw refuse("The file is not an XLSX (zip) file");
  }
}

/** Every entry the directory lists, each refused as soon as its declared sizes break a limit. */
async function listed(zip: ZipFile): Promise<Entry[]> {
  const entries: Entry[] = [];
  let declaredTotal = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      // yauzl reads the ZIP64 extra field only for a size or offset past 4 GiB.
      if (entry.extraFields.some((field) => field.id === 0x0001)) throw refuse("Zip64 files are not accepted");
      const name = entry.fileNameRaw.toString("utf8");
      if (name.toLowerCase() === "xl/sharedstrings.xml" && entry.uncompressedSize > maxSharedStringsBytes) {
        const message = `The spreadsheet's shared strings unpack to more than ${maxSharedStringsBytes} bytes`;
        throw new DomainError("PAYLOAD_TOO_LARGE", "xlsx_too_large", message, {
          issues: [{ path: ["file"], code: "xlsx_too_large", message }],
        });
      }
      declaredTotal += entry.uncompressedSize;
      if (declaredTotal > maxUnpackedBytes) throw refuse(`The file unpacks to more than ${maxUnpackedBytes} bytes`);
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
        throw refuse("A part is compressed in a way XLSX does not use");
      entries.push(entry);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw refuse("The zip directory is damaged");
  }
  return entries;
}

/**
 * The parts' byte ranges in the file's order. The spreadsheet reader streams the parts from their local
 * headers, not from the directory: every byte before the directory must be a part the directory lists,
 * under the same name, so that no part is hidden from these checks.
 */
async function localRanges(zip: ZipFile, bytes: Buffer, entries: Entry[], directoryAt: number) {
  const ranges: ZipPart[] = [];
  let expected = 0;
  for (const entry of entries.toSorted((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader)) {
    const start = entry.relativeOffsetOfLocalHeader;
    const previous = ranges.at(-1);
    if (previous) previous.end = start;
    ranges.push({ name: entry.fileNameRaw.toString("utf8"), start, end: directoryAt });
    const local = await zip.readLocalFileHeaderPromise(entry).catch(() => {
      throw refuse("The zip directory is damaged");
    });
    if (!descriptorGap(bytes, expected, start) || !local.fileName.equals(entry.fileNameRaw))
      throw refuse("The zip's parts differ from its directory");
    expected = local.fileDataStart + entry.compressedSize;
  }
  if (!descriptorGap(bytes, expected, directoryAt)) throw refuse("The zip's parts differ from its directory");
  return ranges;
}

/** Unpacks the entry and drops its bytes; yauzl fails it as soon as it gives more than its declared size. */
async function assertUnpacksAsDeclared(zip: ZipFile, entry: Entry): Promise<void> {
  const stream = await zip.openReadStreamPromise(entry).catch(() => {
    throw refuse("The zip directory is damaged");
  });
  try {
    await finished(stream.resume());
  } catch {
    // Stops the inflating too: yauzl's destroy unpipes it from the file's bytes.
    stream.destroy();
    throw refuse("A part unpacks to more than its zip directory says");
  }
}

/**
 * Refuses a zip that would unpack to more than maxUnpackedBytes (a zip bomb) before a spreadsheet
 * reader sees it: first by the sizes its central directory declares, then by unpacking each part
 * (streamed, yauzl's `validateEntrySizes`) with its declared size as the ceiling, since a bomb can lie
 * about its sizes. Zip64 is refused: a question sheet never needs it. Answers the parts in the file's
 * order, each as its byte range.
 */
export async function assertSafeZip(bytes: Buffer): Promise<ZipPart[]> {
  const zip = await opened(bytes);
  try {
    if (zip.entryCount > maxEntries) throw refuse(`The file has more than ${maxEntries} parts`);
    // Before the first entry is read, yauzl's cursor is where the directory starts.
    const directoryAt = zip.readEntryCursor as unknown as number;
    const entries = await listed(zip);
    const ranges = await localRanges(zip, bytes, entries, directoryAt);
    for (const entry of entries) await assertUnpacksAsDeclared(zip, entry);
    return ranges;
  } finally {
    zip.close();
  }
}

/** Whether `from` to `to` is empty or one data descriptor (12 or 16 bytes, with or without its signature). */
function descriptorGap(bytes: Buffer, from: number, to: number): boolean {
  const gap = to - from;
  return gap === 0 || gap === 12 || gap === 16 || (gap === 24 && bytes.readUInt32LE(from) === 0x08074b50);
}
