import { describe, expect, it } from "vitest";
import { parseLsn } from "./lsn";

describe("parseLsn", () => {
  it("orders positions as PostgreSQL does, the high half first", () => {
    expect(parseLsn("0/0")).toBe(0n);
    expect(parseLsn("0/16B3748")).toBe(0x16b3748n);
    expect(parseLsn("1/0") > parseLsn("0/FFFFFFFF")).toBe(true);
    expect(parseLsn("16/b374d848")).toBe((0x16n << 32n) + 0xb374d848n);
  });

  it("refuses what is not a position", () => {
    expect(() => parseLsn("")).toThrow(/WAL position/);
    expect(() => parseLsn("12345")).toThrow(/WAL position/);
    expect(() => parseLsn("0/123456789")).toThrow(/WAL position/);
  });
});
