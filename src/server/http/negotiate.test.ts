import { describe, expect, it } from "vitest";
import { negotiate } from "./negotiate";

const offers = [
  "application/json",
  "text/csv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
] as const;
const xlsx = offers[2];

describe("negotiate", () => {
  it("gives JSON for a missing, empty or wildcard Accept", () => {
    for (const accept of [null, "", "*/*", "application/*", "application/*, text/*"])
      expect(negotiate(accept, offers)).toBe("application/json");
  });

  it("gives the requested type, case-insensitively and with parameters", () => {
    expect(negotiate("text/csv", offers)).toBe("text/csv");
    expect(negotiate("TEXT/CSV; charset=utf-8", offers)).toBe("text/csv");
    expect(negotiate(xlsx, offers)).toBe(xlsx);
  });

  it("honours q-values and the most specific matching range", () => {
    expect(negotiate("application/json;q=0.5, text/csv", offers)).toBe("text/csv");
    expect(negotiate("*/*;q=0.1, text/csv;q=0.2", offers)).toBe("text/csv");
    expect(negotiate("application/*;q=0.9, application/json;q=0", offers)).toBe(xlsx);
    expect(negotiate("text/*, text/csv;q=0, application/json;q=0.1", ["application/json", "text/csv"] as const)).toBe(
      "application/json",
    );
  });

  it("tells the CSV variants apart by their parameters; a range without them takes the plain one", () => {
    const csvs = ["application/json", "text/csv", "text/csv; profile=excel"] as const;
    expect(negotiate("text/csv; profile=excel", csvs)).toBe("text/csv; profile=excel");
    expect(negotiate('text/csv;Profile="Excel";charset=utf-8', csvs)).toBe("text/csv; profile=excel");
    expect(negotiate("text/csv", csvs)).toBe("text/csv");
    expect(negotiate("text/csv;q=0.5, text/csv;profile=excel", csvs)).toBe("text/csv; profile=excel");
    expect(negotiate("text/csv; profile=excel;q=0, text/*", csvs)).toBe("text/csv");
    expect(() => negotiate("text/csv; profile=other", csvs)).toThrow(expect.objectContaining({ status: 406 }));
  });

  it("refuses with 406 when nothing offered is acceptable", () => {
    expect(() => negotiate("image/png", offers)).toThrow(expect.objectContaining({ status: 406 }));
    expect(() => negotiate("application/json;q=0", ["application/json"] as const)).toThrow(
      expect.objectContaining({ code: "NOT_ACCEPTABLE" }),
    );
    expect(() => negotiate(xlsx, ["application/json", "text/csv"] as const)).toThrow(
      expect.objectContaining({ status: 406 }),
    );
  });
});
