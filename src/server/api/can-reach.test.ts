import { describe, expect, it } from "vitest";
import { Role } from "@/generated/prisma/enums";
import { navItems } from "@/components/shell/nav-items";
import type { AuthUser } from "@/server/auth/user";
import type { AnyOperation } from "@/server/operations/define-operation";
import { enforcePolicy } from "@/server/scope/policy";
import type { Scope } from "@/server/scope/scope";
import { canReach, type OperationKey } from "./can-reach";
import { operations } from "./operations";

const roles = Object.values(Role);
const declared = Object.entries(operations).flatMap(([area, byName]) =>
  Object.entries(byName as Record<string, AnyOperation>).map(([name, operation]) => ({
    key: `${area}.${name}` as OperationKey,
    operation,
  })),
);

const scopeOf = (role: Role): Scope => ({
  user: { id: "u", email: "u@example.com", name: "U", role } as AuthUser,
  role,
  all: role === "PLATFORM_ADMIN",
  schoolIds: [],
  adminSchoolIds: [],
  groupIds: [],
});

const passes = (role: Role, operation: AnyOperation) => {
  try {
    enforcePolicy(scopeOf(role), operation.access);
    return true;
  } catch {
    return false;
  }
};

describe("who can reach a page, from the policy of the operation it opens with", () => {
  it("lets a role reach exactly the operations whose policy lets it call them", () => {
    const disagreements = roles.flatMap((role) =>
      declared
        .filter(({ key, operation }) => canReach(role, key) !== passes(role, operation))
        .map(({ key }) => `${role} ${key}`),
    );
    expect(declared.length).toBeGreaterThan(0);
    expect(disagreements).toEqual([]);
  });

  it("keeps students out of the admin pages, teachers out of the administrators' ones", () => {
    expect(canReach("STUDENT", "me.get")).toBe(true);
    expect(canReach("STUDENT", "tokens.list")).toBe(true);
    expect(canReach("STUDENT", "questions.list")).toBe(false);
    expect(canReach("STUDENT", "studentQuestions.get")).toBe(false);
    expect(canReach("TEACHER", "questions.list")).toBe(true);
    expect(canReach("TEACHER", "reports.preview")).toBe(false);
    expect(canReach("TEACHER", "disciplines.create")).toBe(false);
    expect(canReach("SCHOOL_ADMIN", "audit.list")).toBe(true);
    expect(canReach("SCHOOL_ADMIN", "audit.listForPlatform")).toBe(false);
    expect(canReach("PLATFORM_ADMIN", "audit.listForPlatform")).toBe(true);
  });

  it("names an operation the registry does not have in its failure", () => {
    expect(() => canReach("PLATFORM_ADMIN", "questions.gone" as OperationKey)).toThrow("No operation questions.gone");
  });

  it("shows each role the menu entries of the pages it may open", () => {
    const menu = (role: Role) => navItems.filter((item) => canReach(role, item.operation)).map((item) => item.href);
    expect(menu("STUDENT")).toEqual(["/", "/settings/tokens"]);
    expect(menu("TEACHER")).toEqual([
      "/",
      "/student-questions",
      "/questions",
      "/exams",
      "/performance",
      "/disciplines",
      "/calendar",
      "/settings/tokens",
    ]);
    expect(menu("SCHOOL_ADMIN")).toEqual(navItems.map((item) => item.href));
    expect(menu("PLATFORM_ADMIN")).toEqual(navItems.map((item) => item.href));
  });
});
