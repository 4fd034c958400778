import { describe, expect, it } from "vitest";
import type { FieldSpec } from "@/server/audit/fields";
import { changedFields, showValue } from "./diff";

describe("changedFields", () => {
  it("lists only the fields an update changed, comparing nested values by content", () => {
    const before = { name: "A", owner_ids: ["x", "y"], answers: [{ id: 1 }], hint: null };
    const after = { name: "B", owner_ids: ["x", "y"], answers: [{ id: 2 }], hint: null };
    expect(changedFields(before, after)).toEqual({
      changed: [
        { field: "name", before: "A", after: "B" },
        { field: "answers", before: [{ id: 1 }], after: [{ id: 2 }] },
      ],
      unchanged: 2,
    });
  });

  it("treats every field of a creation or a deletion as changed", () => {
    expect(changedFields(null, { id: 1, name: "A" }).changed).toEqual([
      { field: "id", before: undefined, after: 1 },
      { field: "name", before: undefined, after: "A" },
    ]);
    expect(changedFields({ id: 1 }, null)).toEqual({
      changed: [{ field: "id", before: 1, after: undefined }],
      unchanged: 0,
    });
  });

  it("counts a field that appears on one side only as changed", () => {
    expect(changedFields({ icon_url: "" }, { icon_url: "", upload_id: "u" })).toEqual({
      changed: [{ field: "upload_id", before: undefined, after: "u" }],
      unchanged: 1,
    });
  });
});

describe("showValue", () => {
  it("shows strings as they are and other values, and an empty string, as JSON", () => {
    expect(showValue("texto **markdown**")).toBe("texto **markdown**");
    expect(showValue("")).toBe('""');
    expect(showValue(null)).toBe("null");
    expect(showValue(["a"])).toBe('[\n  "a"\n]');
    expect(showValue(undefined)).toBe("");
  });
});

describe("changedFields with the page's fields", () => {
  const specs = {
    id: { label: "audit.fields.id", kind: "hidden" },
    answers: { label: "questions.form.answers", kind: "answers" },
    difficulty: { label: "questions.form.difficulty", kind: "enum", values: "difficulty" },
  } as const satisfies Record<string, FieldSpec>;

  it("orders by the page's fields, hides the record's id, and ignores the answers' renewed ids", () => {
    const before = { difficulty: "EASY", id: "q", answers: [{ id: 1, description: "A", is_correct_answer: true }] };
    const after = { id: "q", answers: [{ id: 2, description: "A", is_correct_answer: true }], difficulty: "HARD" };
    expect(changedFields(before, after, specs)).toEqual({
      changed: [{ field: "difficulty", before: "EASY", after: "HARD" }],
      unchanged: 1,
    });
    const corrected = { ...after, answers: [{ id: 2, description: "A", is_correct_answer: false }] };
    expect(changedFields(after, corrected, specs).changed.map((c) => c.field)).toEqual(["answers"]);
  });
});
