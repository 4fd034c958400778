import { z } from "zod";
import type { SqlField } from "./sql-fields";

/** A row report's JSON record, from its fields: each key with its value's schema, nothing else. */
export const recordSchema = (fields: SqlField[]) =>
  z.object(Object.fromEntries(fields.map((f) => [f.key, f.json ?? z.string()])));
