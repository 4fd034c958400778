import { describe, expect, it } from "vitest";
import { chunkings } from "../../../tests/support/chunks";
import { jsonArrayOfLines } from "./copy-json-array";

async function* from(chunks: Buffer[]) {
  yield* chunks;
}

async function collect(chunks: AsyncIterable<Buffer>): Promise<string> {
  const all: Buffer[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return Buffer.concat(all).toString();
}

describe("jsonArrayOfLines", () => {
  it("makes one array of the lines, however the bytes are cut", async () => {
    const lines = '{"a":"x,y","b":1}\n{"a":"ç\\n","b":""}\n{}\n';
    for (const chunks of chunkings(lines)) {
      const text = await collect(jsonArrayOfLines(from(chunks)));
      expect(JSON.parse(text)).toEqual([{ a: "x,y", b: 1 }, { a: "ç\n", b: "" }, {}]);
    }
  });

  it("is an empty array without lines", async () => {
    expect(await collect(jsonArrayOfLines(from([])))).toBe("[]");
  });
});
