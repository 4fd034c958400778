import { describe, expect, it } from "vitest";
import { crlfRecords, jsonArrayOfLines } from "./copy-lines";

/** Every way of cutting the text in two or three chunks, as a socket may deliver it. */
function splits(text: string): Buffer[][] {
  const bytes = Buffer.from(text);
  const out: Buffer[][] = [[bytes]];
  for (let i = 0; i <= bytes.length; i++) {
    for (let j = i; j <= bytes.length; j += 3) out.push([bytes.subarray(0, i), bytes.subarray(i, j), bytes.subarray(j)]);
  }
  return out;
}

async function* from(chunks: Buffer[]) {
  yield* chunks;
}

async function collect(chunks: AsyncIterable<Buffer>): Promise<string> {
  const all: Buffer[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return Buffer.concat(all).toString();
}

describe("crlfRecords", () => {
  it("ends records with CRLF and keeps line breaks and quotes inside quoted fields, however the bytes are cut", () => {
    const copy = 'a,"linha\nnova",b\n"diz ""oi""\n",ç\n,,\n"x\r\ny"\n';
    const expected = 'a,"linha\nnova",b\r\n"diz ""oi""\n",ç\r\n,,\r\n"x\r\ny"\r\n';
    for (const chunks of splits(copy)) {
      const toCrlf = crlfRecords();
      expect(Buffer.concat(chunks.map(toCrlf)).toString()).toBe(expected);
    }
  });

  it("passes a chunk without a record end through as it is", () => {
    const chunk = Buffer.from("abc");
    expect(crlfRecords()(chunk)).toBe(chunk);
  });
});

describe("jsonArrayOfLines", () => {
  it("makes one array of the lines, however the bytes are cut", async () => {
    const lines = '{"a":"x,y","b":1}\n{"a":"ç\\n","b":""}\n{}\n';
    for (const chunks of splits(lines)) {
      const text = await collect(jsonArrayOfLines(from(chunks)));
      expect(JSON.parse(text)).toEqual([{ a: "x,y", b: 1 }, { a: "ç\n", b: "" }, {}]);
    }
  });

  it("is an empty array without lines", async () => {
    expect(await collect(jsonArrayOfLines(from([])))).toBe("[]");
  });
});
