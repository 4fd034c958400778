import { describe, expect, it } from "vitest";
import { fromLocalInput, toLocalInput } from "@/lib/time/zoned-time";
import { emptyRow, examSchoolId, rezoneRows, type MyGroup } from "./form-model";

const SP = "America/Sao_Paulo";
const LISBON = "Europe/Lisbon";

describe("the exam form's zone", () => {
  const groups = new Map<string, MyGroup>([
    ["g1", { id: "g1", name: "1A", school_id: "s1", discipline_ids: [] }],
    ["g2", { id: "g2", name: "2B", school_id: "s2", discipline_ids: [] }],
  ]);
  const values = (groupIds: string[]) => ({
    name: "",
    description: "",
    rows: [{ ...emptyRow(0), group_ids: groupIds }],
    questions: [],
  });

  it("is the first chosen group's school's, else the saved school's", () => {
    expect(examSchoolId(values(["g2", "g1"]), groups, "s1")).toBe("s2");
    expect(examSchoolId(values([]), groups, "s1")).toBe("s1");
    expect(examSchoolId(values([]), groups)).toBeUndefined();
  });

  it("keeps the typed wall clock when it changes", () => {
    const row = { ...emptyRow(0), available_after: fromLocalInput("2030-07-01T08:00", SP)!, available_before: null };
    const [moved] = rezoneRows([row], SP, LISBON);
    expect(toLocalInput(moved!.available_after, LISBON)).toBe("2030-07-01T08:00");
    expect(new Date(moved!.available_after!).toISOString()).toBe("2030-07-01T07:00:00.000Z");
    expect(moved!.available_before).toBeNull();
  });
});
