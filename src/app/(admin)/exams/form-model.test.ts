import { describe, expect, it } from "vitest";
import { fromLocalInput, toLocalInput } from "@/lib/time/zoned-time";
import { emptyEntry, examSchoolId, rezoneEntries, type MyGroup } from "./form-model";

const SP = "America/Sao_Paulo";
const LISBON = "Europe/Lisbon";

describe("the exam form's zone", () => {
  const groups = new Map<string, MyGroup>([
    ["g1", { id: "g1", name: "1A", school_id: "s1", discipline_ids: [] }],
    ["g2", { id: "g2", name: "2B", school_id: "s2", discipline_ids: [] }],
  ]);

  it("is the first chosen group's school's, none before a group is chosen", () => {
    expect(examSchoolId([{ ...emptyEntry(0), group_ids: ["g2", "g1"] }], groups)).toBe("s2");
    expect(examSchoolId([emptyEntry(0), { ...emptyEntry(0), group_ids: ["g1"] }], groups)).toBe("s1");
    expect(examSchoolId([emptyEntry(0)], groups)).toBeUndefined();
  });

  it("keeps the typed wall clock when it changes", () => {
    const entry = {
      ...emptyEntry(0),
      available_after: fromLocalInput("2030-07-01T08:00", SP)!,
      available_before: undefined,
    };
    const [moved] = rezoneEntries([entry as never], SP, LISBON);
    expect(toLocalInput(moved!.available_after as number, LISBON)).toBe("2030-07-01T08:00");
    expect(new Date(moved!.available_after as number).toISOString()).toBe("2030-07-01T07:00:00.000Z");
    expect(moved!.available_before).toBeUndefined();
  });
});
