import type { z } from "zod";
import type { AppIssue } from "./app-issue";
import { errorCodes, type ErrorCodeName, type ErrorParams } from "./error-codes";

/**
 * Whether the input has nothing at the path. A path below a primitive comes from a transform (e.g. a split list):
 * present. An empty text is absent for a form (an emptied field); the API (`blankIsAbsent` false) reads it as given.
 */
export function isAbsent(input: unknown, path: PropertyKey[], blankIsAbsent = true): boolean {
  let value = input;
  for (const key of path) {
    if (value === undefined) return true;
    if (value === null || typeof value !== "object") return false;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value === undefined || (blankIsAbsent && value === "");
}

const registered = new Set<string>(errorCodes);

/**
 * What a refinement passes as its issue's `params`: the registered code and the values its message
 * needs, so that the schema gives the same code in the browser and on the server.
 */
export const issueParams = (code: ErrorCodeName, params: ErrorParams = {}) => ({ ...params, code });

/**
 * One zod issue as an AppIssue, the same in the browser (form validation) and on the server
 * (fromZodError). A refinement names its code in `params.code` (see issueParams).
 */
export function issueFromZod(issue: z.core.$ZodIssue, input: unknown): AppIssue & { code: ErrorCodeName } {
  const path = issue.path.filter((key): key is string | number => typeof key !== "symbol");
  if (issue.code === "custom") {
    const { code, ...params } = (issue.params ?? {}) as ErrorParams;
    return {
      path,
      code: typeof code === "string" && registered.has(code) ? (code as ErrorCodeName) : "invalid",
      params,
    };
  }
  if (isAbsent(input, issue.path)) return { path, code: "required" };
  if (issue.code === "too_small") {
    if (issue.origin === "array") return { path, code: "choose_at_least", params: { min: Number(issue.minimum) } };
    if (issue.origin === "string" && Number(issue.minimum) <= 1) return { path, code: "required" };
    if (issue.origin === "string") return { path, code: "too_short", params: { min: Number(issue.minimum) } };
    return { path, code: "too_small", params: { min: Number(issue.minimum) } };
  }
  if (issue.code === "too_big") {
    const max = Number(issue.maximum);
    if (issue.origin === "string") return { path, code: "too_long", params: { max } };
    if (issue.origin === "array" || issue.origin === "set") return { path, code: "too_many", params: { max } };
    return { path, code: "too_big", params: { max } };
  }
  return { path, code: "invalid" };
}
