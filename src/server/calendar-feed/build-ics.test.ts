import { describe, expect, it } from "vitest";
import { buildIcs } from "./build-ics";

const controls = "\u0001\u0008\u000b\u000c\u001b\u007f";
const at = (iso: string) => new Date(iso);

describe("the iCalendar text", () => {
  it("carries no control character but HTAB, CR and LF in any property, whatever the names hold", () => {
    const ics = buildIcs(
      {
        schoolName: `Escola${controls}Aurora`,
        owner: `Dona${controls}`,
        timeZone: "America/Sao_Paulo",
        events: [
          {
            kind: "block",
            id: "b1",
            start: at("2026-03-02T12:00:00Z"),
            end: at("2026-03-02T13:00:00Z"),
            teacher: `Tiago${controls}Lima`,
            reason: `Reunião${controls}\tpais`,
          },
          {
            kind: "booking",
            id: "k1",
            start: at("2026-03-03T12:00:00Z"),
            end: at("2026-03-03T13:00:00Z"),
            teacher: "Tiago",
            student: `Sofia\u0000${controls}`,
            discipline: `Mat${controls}`,
          },
        ],
      },
      "en",
    );
    expect(ics.match(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g)).toBeNull();
    expect(ics).toMatch(/SUMMARY:.*Tiago Lima/);
    expect(ics).toMatch(/Escola Aurora/);
    expect(ics.split("\r\n").every((line) => !line.includes("\r") && !line.includes("\n"))).toBe(true);
  });
});
