import { describe, expect, it } from "vitest";
import { nextSort, sortState } from "./sort-cycle";

describe("a header's sort", () => {
  it("turns a name or the status A to Z, then Z to A, then back to the default", () => {
    expect(nextSort("-created_at", "teacher")).toBe("teacher");
    expect(nextSort("teacher", "teacher")).toBe("-teacher");
    expect(nextSort("-teacher", "teacher")).toBeNull();
    expect(nextSort("-teacher", "status")).toBe("status");
  });

  it("turns the age from the newest first (the default) to the oldest first and back", () => {
    expect(nextSort("-created_at", "created_at")).toBe("created_at");
    expect(nextSort("created_at", "created_at")).toBeNull();
    expect(nextSort("student", "created_at")).toBe("created_at");
  });

  it("says each column's state", () => {
    expect(sortState("-created_at", "created_at")).toBe("descending");
    expect(sortState("group", "group")).toBe("ascending");
    expect(sortState("group", "discipline")).toBe("none");
  });
});
