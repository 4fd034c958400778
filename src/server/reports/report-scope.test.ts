import { describe, expect, it } from "vitest";
import { inclusiveDayRange } from "@/lib/time/day-bounds";
import { reportFileName } from "./report-scope";

describe("reportFileName", () => {
  it("names the days the user chose, in the school's zone, the end day included", () => {
    const june = inclusiveDayRange("2026-06-01", "2026-06-30", "America/Sao_Paulo") as {
      start_date: number;
      end_date: number;
    };
    expect(reportFileName("perguntas", { range: june, timeZone: "America/Sao_Paulo" })).toBe(
      "perguntas_2026-06-01_2026-06-30",
    );
    const tokyo = inclusiveDayRange("2026-06-01", "2026-06-30", "Asia/Tokyo") as typeof june;
    expect(reportFileName("uso-dos-grupos", { range: tokyo, timeZone: "Asia/Tokyo", name: "Aurora" })).toBe(
      "uso-dos-grupos_Aurora_2026-06-01_2026-06-30",
    );
    expect(reportFileName("carga-horaria")).toBe("carga-horaria");
  });
});
