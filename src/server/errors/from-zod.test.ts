import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fromZodError } from "./from-zod";

const schema = z
  .object({
    name: z.string(),
    kind: z.enum(["A", "B"]),
    start: z.number(),
    end: z.number(),
    tags: z.array(z.object({ id: z.uuid() })).optional(),
  })
  .refine((v) => v.start < v.end, { message: "start must be before end", path: ["end"] });

const errorFor = (input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a validation error");
  return fromZodError(result.error, input);
};

describe("fromZodError", () => {
  it("answers 422 when required fields are missing", () => {
    const error = errorFor({ kind: "A", start: 1, end: 2 });
    expect(error.code).toBe("UNPROCESSABLE");
    expect(error.issues).toEqual([{ path: ["name"], code: "required", message: "Required" }]);
  });

  it("answers 400 for a wrong type, enum value or format, even beside a missing field", () => {
    expect(errorFor({ name: 1, kind: "A", start: 1, end: 2 }).code).toBe("BAD_REQUEST");
    expect(errorFor({ name: "n", kind: "C", start: 1, end: 2 }).code).toBe("BAD_REQUEST");
    expect(errorFor({ kind: "A", start: 1, end: 2, tags: [{ id: "nope" }] }).status).toBe(400);
  });

  it("answers 422 for a broken rule", () => {
    const error = errorFor({ name: "n", kind: "A", start: 5, end: 2 });
    expect(error.status).toBe(422);
    expect(error.issues[0]).toMatchObject({ path: ["end"], message: "start must be before end" });
  });

  it("treats a body that is not an object as malformed", () => {
    expect(errorFor("text").status).toBe(400);
    expect(errorFor(undefined).status).toBe(422);
  });
});
