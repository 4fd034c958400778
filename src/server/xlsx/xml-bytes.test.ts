import { describe, expect, it } from "vitest";
import { ascii, XmlBytes } from "./xml-bytes";

const written = (write: (out: XmlBytes) => void, size?: number) => {
  const out = new XmlBytes(size);
  write(out);
  return Buffer.concat(out.flush()).toString("utf8");
};

/** A number's significant digits as written: no sign, point, exponent, or zeros at either end. */
const significant = (text: string) =>
  text
    .replace(/e.*$/, "")
    .replace(/[-.]/g, "")
    .replace(/^0+|0+$/g, "").length;

// A fixed sequence of doubles of every magnitude (a linear congruential generator), not the clock's or Math.random's.
function* doubles(count: number) {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < count; i++) yield (next() - 0.5) * 10 ** Math.floor(next() * 60 - 30);
}

describe("a sheet's XML as bytes", () => {
  it("writes numbers in their fewest digits that read back as the same double", () => {
    const cases: [number, string][] = [
      [0, "0"],
      [42, "42"],
      [9007199254740991, "9007199254740991"],
      [2.5, "2.5"],
      [0.1, "0.1"],
      [-3, "-3"],
      [-0.5, "-0.5"],
      [46090.96283564815, "46090.96283564815"],
      [0.30000000000000004, "0.30000000000000004"],
      [1e-7, "1e-7"],
      [1e21, "1e+21"],
    ];
    for (const [value, text] of cases) expect(written((out) => out.number(value))).toBe(text);
    for (const value of doubles(20_000)) {
      const text = written((out) => out.number(value));
      expect(Number(text)).toBe(value);
      expect(significant(text)).toBeLessThanOrEqual(Math.max(15, significant(String(value))));
    }
  });

  it("writes texts as UTF-8, whole, however small its buffers", () => {
    const texts = ['<c r="', "Não", "Δ = b² − 4ac", "😀 emoji", "a".repeat(40), ""];
    const out = new XmlBytes(8);
    const pieces: Buffer[] = [];
    for (let i = 0; i < 50; i++) {
      out.bytes(ascii("<t>"));
      out.text(texts[i % texts.length]!);
      out.digits(i);
      if (out.ready) pieces.push(...out.take());
    }
    pieces.push(...out.flush());
    const expected = Array.from({ length: 50 }, (_, i) => `<t>${texts[i % texts.length]}${i}`).join("");
    expect(Buffer.concat(pieces).toString("utf8")).toBe(expected);
    // No character is split between two buffers: each decodes alone to what it holds.
    expect(pieces.map((p) => p.toString("utf8")).join("")).toBe(expected);
    expect(pieces.every((p) => !p.toString("utf8").includes("\uFFFD"))).toBe(true);
  });

  it("hands on only full buffers until flushed, and never writes again into one handed on", () => {
    const out = new XmlBytes(16);
    out.bytes(ascii("0123456789"));
    expect(out.ready).toBe(false);
    const first = out.flush();
    expect(first.map(String)).toEqual(["0123456789"]);
    // The rest of the buffer takes the next six bytes; four more need a new one.
    out.bytes(ascii("abcdef"));
    expect(out.ready).toBe(false);
    out.bytes(ascii("ghij"));
    expect(out.ready).toBe(true);
    expect(first.map(String)).toEqual(["0123456789"]);
    expect(out.take().map(String)).toEqual(["abcdef"]);
    expect(out.flush().map(String)).toEqual(["ghij"]);
  });
});
