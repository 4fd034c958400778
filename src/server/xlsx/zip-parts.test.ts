import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { crc32, createInflateRaw } from "node:zlib";
import { describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { zipParts } from "./zip-parts";
import { centralDirectory, type ZipEntry } from "./zip-records";

const GiB = 1024 ** 3;

/** Python's zipfile on the file: every entry's name, sizes, offset and CRC, and each entry's text when `read`. */
function pythonZip(file: string, read: boolean) {
  const script = `
import json, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
entries = [[i.filename, i.file_size, i.compress_size, i.header_offset, i.CRC] for i in z.infolist()]
texts = {i.filename: z.read(i).decode("utf-8") for i in z.infolist()} if sys.argv[2] == "1" else {}
print(json.dumps({"entries": entries, "texts": texts, "bad": z.testzip() if sys.argv[2] == "1" else None}))
`;
  const out = execFileSync("python3", ["-c", script, file, read ? "1" : "0"], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(out.toString()) as { entries: [string, number, number, number, number][]; texts: object };
}

const tempFile = (name: string) => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "zip-parts-")), name);

describe("a ZIP written as its parts come", () => {
  it("reads back in Python's zipfile: every part whole, its CRC-32 right, streamed ones of megabytes", async () => {
    const line = "<row>Ação 😀 &amp; texto</row>\n";
    async function* rows(count: number) {
      for (let i = 0; i < count; i++) yield `${i} ${line.repeat(2000)}`;
    }
    const big = Array.from({ length: 60 }, (_, i) => `${i} ${line.repeat(2000)}`).join("");
    async function* none(): AsyncGenerator<string> {}
    const chunks: Buffer[] = [];
    const parts = [
      { name: "[Content_Types].xml", data: "<Types/>" },
      { name: "xl/worksheets/sheet1.xml", data: rows(60) },
      { name: "xl/worksheets/sheet2.xml", data: none() },
      { name: "xl/sharedStrings.xml", data: "<sst>Não</sst>" },
    ];
    for await (const chunk of zipParts(parts)) chunks.push(chunk);
    const file = tempFile("parts.zip");
    fs.writeFileSync(file, Buffer.concat(chunks));
    const zip = pythonZip(file, true);
    expect(zip.texts).toEqual({
      "[Content_Types].xml": "<Types/>",
      "xl/worksheets/sheet1.xml": big,
      "xl/worksheets/sheet2.xml": "",
      "xl/sharedStrings.xml": "<sst>Não</sst>",
    });
    expect(zip).toMatchObject({ bad: null });
    expect(Buffer.byteLength(big)).toBeGreaterThan(4 * 1024 * 1024);
    // Deflated: the repeated rows take a small part of their size.
    expect(zip.entries[1]![2]).toBeLessThan(Buffer.byteLength(big) / 20);
  });

  it("fails when a streamed part fails midway, and closes the part's source when its reader leaves", async () => {
    async function* failing() {
      yield "x".repeat(3 * 1024 * 1024);
      throw new Error("database down");
    }
    const read = async () => {
      for await (const chunk of zipParts([{ name: "a.xml", data: failing() }])) expect(chunk.length).toBeGreaterThan(0);
    };
    await expect(read()).rejects.toThrow("database down");

    let closed = false;
    async function* endless() {
      try {
        for (let i = 0; ; i++) yield `${i} ${"y".repeat(64 * 1024)}`;
      } finally {
        closed = true;
      }
    }
    const zip = zipParts([{ name: "b.xml", data: endless() }]);
    for (let i = 0; i < 5; i++) await zip.next();
    await zip.return(undefined);
    // The source is closed by the time the reader's return ends: its connection is already back.
    expect(closed).toBe(true);
  });

  it("writes ZIP64 records past 4 GiB, as Python's zipfile reads them", () => {
    const date = new Date("2026-11-24T10:00:00Z");
    const entries: ZipEntry[] = [
      {
        name: Buffer.from("xl/worksheets/sheet1.xml"),
        date,
        offset: 0,
        crc: 0x12345678,
        size: 9 * GiB,
        compressed: 4.5 * GiB,
      },
      { name: Buffer.from("xl/sharedStrings.xml"), date, offset: 4.5 * GiB + 90, crc: 7, size: 30, compressed: 20 },
    ];
    const start = 4.5 * GiB + 200;
    // A sparse file: the central directory where its records say, nothing written before it.
    const file = tempFile("big.zip");
    const fd = fs.openSync(file, "w");
    fs.writeSync(fd, centralDirectory(entries, start), 0, undefined, start);
    fs.closeSync(fd);
    expect(pythonZip(file, false).entries).toEqual([
      ["xl/worksheets/sheet1.xml", 9 * GiB, 4.5 * GiB, 0, 0x12345678],
      ["xl/sharedStrings.xml", 30, 20, 4.5 * GiB + 90, 7],
    ]);
  });

  it("writes a streamed part past 4 GiB with ZIP64 records, which yauzl finds and reads back whole", async () => {
    // 4 GiB and 1 MiB of zeros deflate to a few megabytes: the ZIP is held in memory, nothing written to disk.
    // In the megabyte pieces the writer deflates: larger ones cost copies and page faults, not a different path.
    const piece = "\0".repeat(1024 * 1024);
    async function* zeros() {
      for (let i = 0; i < 4 * 1024 + 1; i++) yield piece;
    }
    const size = 4 * GiB + 1024 * 1024;
    const chunks: Buffer[] = [];
    for await (const chunk of zipParts([
      { name: "big.xml", data: zeros() },
      { name: "small.xml", data: "<a/>" },
    ]))
      chunks.push(chunk);
    const zip = Buffer.concat(chunks);
    const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
    const entries = [];
    for await (const entry of file.eachEntry()) entries.push(entry);
    expect(entries.map((e) => [e.fileName, e.uncompressedSize])).toEqual([
      ["big.xml", size],
      ["small.xml", 4],
    ]);
    const [big, small] = entries as [yauzl.Entry, yauzl.Entry];
    // The size past 4 GiB is in the ZIP64 extra field; the small part needs none.
    expect(big.extraFields.map((f) => f.id)).toEqual([0x0001]);
    expect(small.extraFields).toEqual([]);
    let unpacked = 0;
    let crc = 0;
    // The bytes yauzl finds for the part, inflated in megabyte pieces: yauzl's own inflate gives 16 KB ones, and
    // 260,000 of them took three times as long as the writer.
    await pipeline(
      await file.openReadStreamPromise(big, { decodeFileData: false }),
      createInflateRaw({ chunkSize: 1 << 20 }),
      async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) {
          unpacked += chunk.length;
          crc = crc32(chunk, crc);
        }
      },
    );
    expect([unpacked, crc]).toEqual([size, big.crc32]);
    // The ZIP64 data descriptor after the part: its CRC-32 and 8-byte sizes, as a reader of the local headers meets it.
    const { fileDataStart } = await file.readLocalFileHeaderPromise(big, { minimal: true });
    const descriptor = zip.subarray(fileDataStart + big.compressedSize, fileDataStart + big.compressedSize + 24);
    expect(descriptor.readUInt32LE(0)).toBe(0x08074b50);
    expect(descriptor.readUInt32LE(4)).toBe(big.crc32);
    expect([Number(descriptor.readBigUInt64LE(8)), Number(descriptor.readBigUInt64LE(16))]).toEqual([
      big.compressedSize,
      size,
    ]);
    expect(small.relativeOffsetOfLocalHeader).toBe(fileDataStart + big.compressedSize + 24);
    file.close();
  }, 300_000);

  it("counts more than 65,535 parts in the ZIP64 end record, as yauzl reads it", async () => {
    const date = new Date("2026-11-24T10:00:00Z");
    const entries: ZipEntry[] = Array.from({ length: 0x10000 }, (_, i) => {
      return { name: Buffer.from(`p${i}.xml`), date, offset: 0, crc: 0, size: 0, compressed: 2 };
    });
    // The directory alone, after one part's worth of bytes: yauzl opens a ZIP by its end records.
    const zip = Buffer.concat([Buffer.alloc(40), centralDirectory(entries, 40)]);
    // The classic end record holds 0xffff, "see the ZIP64 record", whose locator precedes it.
    expect([zip.readUInt16LE(zip.length - 12), zip.readUInt32LE(zip.length - 42)]).toEqual([0xffff, 0x07064b50]);
    const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
    expect(file.entryCount).toBe(0x10000);
    const first = await file.eachEntry().next();
    expect(first.value).toMatchObject({ fileName: "p0.xml", compressedSize: 2 });
    file.close();
  });
});
