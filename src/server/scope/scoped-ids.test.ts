import { describe, expect, it } from "vitest";
import type { Scope } from "./scope";
import { enforceScopedIds, idsAt } from "./scoped-ids";

const user = { id: "u", email: "u@example.com", name: "U", role: "SCHOOL_ADMIN" as const };
const ana: Scope = {
  user,
  role: "SCHOOL_ADMIN",
  all: false,
  schoolIds: ["s1", "s2"],
  adminSchoolIds: ["s1"],
  groupIds: ["g1"],
};
const admin: Scope = { ...ana, role: "PLATFORM_ADMIN", all: true, schoolIds: [], adminSchoolIds: [], groupIds: [] };

describe("ids declared in scope", () => {
  it("are found through arrays and missing fields", () => {
    const input = { body: { exam_to_groups: [{ group_ids: ["g1", "g2"] }, { group_ids: ["g3"] }, {}] } };
    expect(idsAt(input, ["body", "exam_to_groups", "group_ids"])).toEqual(["g1", "g2", "g3"]);
    expect(idsAt({ query: {} }, ["query", "school_id"])).toEqual([]);
    expect(idsAt({ query: { school_id: "s1" } }, ["query", "school_id"])).toEqual(["s1"]);
  });

  it("pass inside the scope and fail with 403 naming the field and the ids outside it", () => {
    const scoped = { "query.school_id": "admin-school", "query.group_ids": "group" } as const;
    expect(() => enforceScopedIds(ana, scoped, { query: { school_id: "s1", group_ids: ["g1"] } })).not.toThrow();
    expect(() => enforceScopedIds(ana, scoped, { query: { school_id: "s2" } })).toThrow(
      expect.objectContaining({
        status: 403,
        reason: "ids_outside_access",
        issues: [{ path: ["school_id"], code: "forbidden", message: "s2", params: { id: "s2" } }],
      }),
    );
    expect(() => enforceScopedIds(ana, scoped, { query: { group_ids: ["g1", "g9"] } })).toThrow(
      expect.objectContaining({
        status: 403,
        issues: [{ path: ["group_ids"], code: "forbidden", message: "g9", params: { id: "g9" } }],
      }),
    );
    expect(() => enforceScopedIds(ana, { "query.school_id": "school" }, { query: { school_id: "s2" } })).not.toThrow();
  });

  it("let the platform admin name any id, and change nothing when none is declared", () => {
    expect(() =>
      enforceScopedIds(admin, { "body.school_ids": "admin-school" }, { body: { school_ids: ["any"] } }),
    ).not.toThrow();
    expect(() => enforceScopedIds(ana, undefined, { body: { school_ids: ["any"] } })).not.toThrow();
  });
});
