import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issueParams } from "@/lib/errors/issue-from-zod";
import { fromZodError } from "./from-zod";

const schema = z
  .object({
    name: z.string(),
    kind: z.enum(["A", "B"]),
    start: z.number(),
    end: z.number(),
    tags: z.array(z.object({ id: z.uuid() })).optional(),
  })
  .refine((v) => v.start < v.end, {
    message: "start must be before end",
    path: ["end"],
    params: issueParams("end_not_after_start"),
  });

const errorFor = (input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a validation error");
  return fromZodError(result.error, input);
};

describe("fromZodError", () => {
  it("answers 422 when required fields are missing", () => {
    const error = errorFor({ kind: "A", start: 1, end: 2 });
    expect(error).toMatchObject({ code: "UNPROCESSABLE", reason: "validation_failed" });
    expect(error.issues).toEqual([{ path: ["name"], code: "required", message: "Required" }]);
    expect(error.message).toBe("Validation failed: name: Required");
  });

  it("answers 400 for a wrong type, enum value or format, even beside a missing field", () => {
    expect(errorFor({ name: 1, kind: "A", start: 1, end: 2 }).code).toBe("BAD_REQUEST");
    expect(errorFor({ name: "n", kind: "C", start: 1, end: 2 }).code).toBe("BAD_REQUEST");
    const malformed = errorFor({ kind: "A", start: 1, end: 2, tags: [{ id: "nope" }] });
    expect(malformed).toMatchObject({ status: 400, reason: "malformed_request" });
    // The missing name keeps its code beside the malformed id: each issue says what it is.
    expect(malformed.issues.map((i) => i.code)).toEqual(["required", "invalid"]);
  });

  it("says in its message which rule broke, and how many more problems there are", () => {
    expect(errorFor({ name: "x", kind: "A", start: 2, end: 1 }).message).toBe("end: start must be before end");
    expect(errorFor({ start: 2, end: 1 }).message).toMatch(/^Validation failed: name: Required \(and \d+ more\)$/);
  });

  it("answers 422 for a broken rule, the rule's code as the reason", () => {
    const error = errorFor({ name: "n", kind: "A", start: 5, end: 2 });
    expect(error).toMatchObject({ status: 422, reason: "end_not_after_start" });
    expect(error.issues).toEqual([{ path: ["end"], code: "end_not_after_start", message: "start must be before end" }]);
  });

  it("treats a body that is not an object as malformed", () => {
    expect(errorFor("text").status).toBe(400);
    expect(errorFor(undefined).status).toBe(422);
  });
});
