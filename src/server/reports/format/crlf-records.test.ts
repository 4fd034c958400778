import { describe, expect, it } from "vitest";
import { chunkings } from "../../../../tests/support/chunks";
import { crlfRecords } from "./crlf-records";

describe("crlfRecords", () => {
  it("ends records with CRLF and keeps line breaks and quotes inside quoted fields, however the bytes are cut", () => {
    const copy = 'a,"linha\nnova",b\n"diz ""oi""\n",ç\n,,\n"x\r\ny"\n';
    const expected = 'a,"linha\nnova",b\r\n"diz ""oi""\n",ç\r\n,,\r\n"x\r\ny"\r\n';
    for (const chunks of chunkings(copy)) {
      const toCrlf = crlfRecords();
      expect(Buffer.concat(chunks.map(toCrlf)).toString()).toBe(expected);
    }
  });

  it("passes a chunk without a record end through as it is", () => {
    const chunk = Buffer.from("abc");
    expect(crlfRecords()(chunk)).toBe(chunk);
  });
});
