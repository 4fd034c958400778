import fc from "fast-check";
import { z } from "zod";
import { poolFor, type IdPools } from "./id-pools";
import { nowMs } from "@/server/time/now";

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
};

/** A route's input schema as JSON Schema (zod 4), the same view the OpenAPI document publishes. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

const DAY = 86_400_000;
/** Field names that carry a time in ms since the epoch: values near now make windows that can succeed. */
const timeField = /date|after|before|scheduled/;

function fromPool<T extends string | number>(
  pools: IdPools,
  path: string[],
  fallback: fc.Arbitrary<T>,
  type: "string" | "number",
): fc.Arbitrary<T> {
  const ids = (poolFor(pools, path) ?? []).filter((id): id is T => typeof id === type);
  return ids.length
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: fallback })
    : fallback;
}

function numberArbitrary(schema: JsonSchema, pools: IdPools, path: string[]): fc.Arbitrary<unknown> {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1e9);
  const max = schema.maximum ?? 1e9;
  const any = fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) });
  const name = path.at(-1) ?? "";
  if (timeField.test(name)) {
    const now = nowMs();
    return fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: now - 400 * DAY, max: now + 400 * DAY }) },
      { weight: 1, arbitrary: any },
    );
  }
  return fromPool(pools, path, any, "number");
}

// Characters that trip encoders, escapers and collations.
const oddChars = ["ç", "ã", "😀", "\u0000", "\u202e", "\ufeff", "'", '"', "<", "%", "\\", "\n", "\t"];

function stringArbitrary(schema: JsonSchema, pools: IdPools, path: string[]): fc.Arbitrary<unknown> {
  if (schema.format === "uuid") return fromPool(pools, path, fc.uuid(), "string");
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 60);
  if (schema.pattern)
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
  return fc.string({
    minLength,
    maxLength,
    unit: fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(..."abcdefghij ABC-_.0123") },
      { weight: 1, arbitrary: fc.constantFrom(...oddChars) },
    ),
  });
}

/**
 * Values of the declared shape: right types, formats, enums, lengths and item counts (refinements
 * and business rules are not modelled, so some are still refused; the oracle asks the schema).
 */
export function schemaArbitrary(schema: JsonSchema, pools: IdPools, path: string[] = []): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => schemaArbitrary(s, pools, path)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case "object": {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, sub]) => [key, schemaArbitrary(sub, pools, [...path, key])]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    case "array":
      return fc.array(schemaArbitrary(schema.items ?? {}, pools, path), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case "string":
      return stringArbitrary(schema, pools, path);
    case "integer":
    case "number":
      return numberArbitrary(schema, pools, path);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
