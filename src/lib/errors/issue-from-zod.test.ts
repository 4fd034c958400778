import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issueFromZod, issueParams } from "./issue-from-zod";

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected issues");
  return result.error.issues.map((issue) => issueFromZod(issue, input));
};

describe("issueFromZod", () => {
  const schema = z
    .object({
      name: z.string().trim().min(1).max(5),
      code: z.string().min(3).optional(),
      tags: z.array(z.string()).max(1).optional(),
      count: z.number().max(9).optional(),
      start: z.number(),
      end: z.number(),
    })
    .refine((v) => v.start < v.end, { path: ["end"], params: issueParams("block_too_long", { days: 31 }) });

  it("gives each kind of issue its code and the values its message needs", () => {
    expect(issuesOf(schema, { name: "", code: "ab", tags: ["a", "b"], count: 10, start: 1, end: 2 })).toEqual([
      { path: ["name"], code: "required" },
      { path: ["code"], code: "too_short", params: { min: 3 } },
      { path: ["tags"], code: "too_many", params: { max: 1 } },
      { path: ["count"], code: "too_big", params: { max: 9 } },
    ]);
    expect(issuesOf(schema, { name: "abcdef", start: "x", end: 2 })).toEqual([
      { path: ["name"], code: "too_long", params: { max: 5 } },
      { path: ["start"], code: "invalid" },
    ]);
  });

  it("takes a refinement's code from its params, and an unregistered one as invalid", () => {
    expect(issuesOf(schema, { name: "a", start: 2, end: 1 })).toEqual([
      { path: ["end"], code: "block_too_long", params: { days: 31 } },
    ]);
    const unregistered = z.number().refine((n) => n > 0, { params: { code: "no_such_code" } });
    expect(issuesOf(unregistered, 0)).toEqual([{ path: [], code: "invalid", params: {} }]);
  });
});
