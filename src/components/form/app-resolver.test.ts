import { describe, expect, it } from "vitest";
import { z } from "zod";
import { appResolver } from "./app-resolver";

const schema = z.object({
  name: z.string().trim().min(1).max(5),
  rows: z.array(z.object({ group_ids: z.array(z.string()).min(1) })).min(1),
});
const text = (issue: { code: string; params?: Record<string, string | number> }) =>
  `${issue.code}${issue.params ? JSON.stringify(issue.params) : ""}`;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("appResolver", () => {
  it("gives the parsed output when the schema accepts the values", async () => {
    const result = await appResolver(schema, text)({ name: " Ana ", rows: [{ group_ids: ["g"] }] }, undefined, options);
    expect(result).toEqual({ values: { name: "Ana", rows: [{ group_ids: ["g"] }] }, errors: {} });
  });

  it("nests each issue at its field with the message of its code and parameters", async () => {
    const result = await appResolver(schema, text)({ name: "", rows: [{ group_ids: [] }] }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      name: { type: "required", message: "required" },
      rows: [{ group_ids: { type: "choose_at_least", message: 'choose_at_least{"min":1}' } }],
    });
  });

  it("keeps the first issue of a field", async () => {
    const result = await appResolver(schema, text)({ name: "far too long", rows: [] }, undefined, options);
    expect(result.errors).toMatchObject({
      name: { type: "too_long", message: 'too_long{"max":5}' },
      rows: { type: "choose_at_least" },
    });
  });

  it("refuses values the schema accepts when a check names a field, after the schema's own issue of it", async () => {
    const good = { name: "Ana", rows: [{ group_ids: ["g"] }] };
    const refused = await appResolver(schema, text, () => ({ icon: "svg refused", name: undefined }))(
      good,
      undefined,
      options,
    );
    expect(refused).toEqual({ values: {}, errors: { icon: { type: "refused", message: "svg refused" } } });
    const both = await appResolver(schema, text, () => ({ name: "checked" }))(
      { ...good, name: "" },
      undefined,
      options,
    );
    expect(both.errors).toMatchObject({ name: { type: "required" } });
    const none = await appResolver(schema, text, () => ({ icon: undefined }))(good, undefined, options);
    expect(none.errors).toEqual({});
  });
});
