import { describe, expect, it } from "vitest";
import { csvField, csvRow, neutralise } from "./csv";

describe("CSV", () => {
  it("quotes per RFC 4180", () => {
    expect(csvRow(["a", "b,c", 'diz "oi"', "linha\nnova", 3, true, null, undefined])).toBe(
      'a,"b,c","diz ""oi""","linha\nnova",3,true,,\r\n',
    );
  });

  it("neutralises text cells that start a formula", () => {
    const fullWidth = ["\uFF1D1+1", "\uFF0B1", "\uFF0D2", "\uFF20SUM(A1)"];
    for (const payload of [
      "=1+1",
      "+1",
      "-2",
      "@SUM(A1)",
      "\t=cmd",
      "\r=cmd",
      '=HYPERLINK("http://x")',
      ...fullWidth,
    ]) {
      expect(String(neutralise(payload)).startsWith("'")).toBe(true);
    }
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(neutralise(-2)).toBe(-2);
    expect(neutralise("Ação 1")).toBe("Ação 1");
  });
});
