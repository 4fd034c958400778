import { describe, expect, it } from "vitest";
import { DomainError } from "@/server/errors/domain-error";
import { centralDirectory } from "@/server/xlsx/zip-records";
import { zipParts } from "@/server/xlsx/zip-parts";
import { assertSafeZip, maxEntries } from "./zip-guard";
import { zipOfParts } from "../../../../tests/support/zip-parts";

/** The refusal's reason and message, or the parts' names and ranges when the zip passes. */
const verdict = (bytes: Buffer) =>
  assertSafeZip(bytes).then(
    (parts) => parts,
    (error: unknown) => (error instanceof DomainError ? `${error.reason}: ${error.message}` : error),
  );

/** The app's own ZIP writer's file: a data descriptor after each part. */
const written = async (parts: [name: string, content: string][]) => {
  const chunks: Buffer[] = [];
  for await (const chunk of zipParts(parts.map(([name, data]) => ({ name, data })))) chunks.push(chunk);
  return Buffer.concat(chunks);
};

/** The central directory record of the zip's first part (zipOfParts writes no comment). */
const firstRecord = (zip: Buffer) => zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));

describe("the import's zip check", () => {
  it("answers every part's bytes in the file's order, one range after another up to the directory", async () => {
    const zip = zipOfParts([
      ["[Content_Types].xml", Buffer.from("<Types/>")],
      ["xl/worksheets/sheet1.xml", Buffer.from("<worksheet/>")],
    ]);
    const parts = await assertSafeZip(zip);
    expect(parts.map((p) => p.name)).toEqual(["[Content_Types].xml", "xl/worksheets/sheet1.xml"]);
    expect(parts[0]!.start).toBe(0);
    expect(parts[1]!.start).toBe(parts[0]!.end);
    expect(parts[1]!.end).toBe(firstRecord(zip));
    // A writer's data descriptors between the parts are allowed.
    expect((await assertSafeZip(await written([["a.xml", "a"]]))).map((p) => p.name)).toEqual(["a.xml"]);
  });

  it(`refuses more than ${maxEntries} parts, Zip64 records and parts compressed other than deflate`, async () => {
    const many = zipOfParts(Array.from({ length: maxEntries + 1 }, (_, i) => [`p${i}.xml`, Buffer.from("x")]));
    expect(await verdict(many)).toBe(`xlsx_refused: The file has more than ${maxEntries} parts`);
    // A part whose directory record declares 5 GiB, in a ZIP64 extra field.
    const part = zipOfParts([["a.xml", Buffer.from("a")]]);
    const at = firstRecord(part);
    const entry = {
      name: Buffer.from("a.xml"),
      date: new Date(0),
      offset: 0,
      crc: 0,
      size: 5 * 1024 ** 3,
      compressed: 3,
    };
    const zip64 = Buffer.concat([part.subarray(0, at), centralDirectory([entry], at)]);
    expect(await verdict(zip64)).toBe("xlsx_refused: Zip64 files are not accepted");
    const bzip2 = zipOfParts([["a.xml", Buffer.from("a")]]);
    bzip2.writeUInt16LE(12, firstRecord(bzip2) + 10);
    expect(await verdict(bzip2)).toBe("xlsx_refused: A part is compressed in a way XLSX does not use");
  });

  it("refuses a damaged directory and a part renamed in its local header", async () => {
    const damaged = zipOfParts([["a.xml", Buffer.from("a")]]);
    damaged.writeUInt32LE(0, firstRecord(damaged));
    expect(await verdict(damaged)).toBe("xlsx_refused: The zip directory is damaged");
    const renamed = zipOfParts([["a.xml", Buffer.from("a")]]);
    renamed.write("b", 30);
    expect(await verdict(renamed)).toBe("xlsx_refused: The zip's parts differ from its directory");
  });
});
