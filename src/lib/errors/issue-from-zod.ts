import type { z } from "zod";
import type { AppIssue } from "./app-issue";

/** Whether the input has nothing at the path. A path below a primitive comes from a transform: present. */
function isAbsent(input: unknown, path: PropertyKey[]): boolean {
  let value = input;
  for (const key of path) {
    if (value === undefined) return true;
    if (value === null || typeof value !== "object") return false;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value === undefined || value === "";
}

/**
 * One zod issue as an AppIssue, the same in the browser (form validation) and on the server
 * (fromZodError). A refinement names its code in `params.code`.
 */
export function issueFromZod(issue: z.core.$ZodIssue, input: unknown): AppIssue {
  const path = issue.path.filter((key): key is string | number => typeof key !== "symbol");
  if (issue.code === "custom") {
    const { code, ...params } = (issue.params ?? {}) as Record<string, string | number>;
    return { path, code: typeof code === "string" ? code : "invalid", params };
  }
  if (isAbsent(input, issue.path)) return { path, code: "required" };
  if (issue.code === "too_small") {
    if (issue.origin === "array") return { path, code: "choose_at_least", params: { min: Number(issue.minimum) } };
    if (issue.origin === "string" && Number(issue.minimum) <= 1) return { path, code: "required" };
    return { path, code: "too_small", params: { min: Number(issue.minimum) } };
  }
  if (issue.code === "too_big") {
    return { path, code: issue.origin === "array" ? "too_many" : "too_long", params: { max: Number(issue.maximum) } };
  }
  return { path, code: "invalid" };
}
