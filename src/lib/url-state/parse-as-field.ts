import "@/lib/zod-without-eval";
import { createParser } from "nuqs/server";
import type { z } from "zod";

const serialize = (value: unknown) => (Array.isArray(value) ? value.join(",") : String(value));

/**
 * A URL search param read with the field of a list schema that takes it: what the schema refuses,
 * and an empty value, read as unset (null), never an error. Lists are written comma-separated, as
 * the API takes them.
 */
export function parseAsField<S extends z.ZodType>(schema: S) {
  type Value = NonNullable<z.output<S>>;
  return createParser<Value>({
    parse(text) {
      const result = schema.safeParse(text);
      if (!result.success) return null;
      const value: unknown = result.data;
      if (value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length)) return null;
      return value as Value;
    },
    serialize,
    // By their text: the default `[]` of a list is another array than an empty selection.
    eq: (a, b) => serialize(a) === serialize(b),
  });
}
