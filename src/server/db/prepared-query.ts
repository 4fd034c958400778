import type { Compilable } from "kysely";
import type pg from "pg";
import { queryBuilder, type Kdb } from "./kysely";

/** Stands in for one value while a prepared query is compiled; each run puts the value in its place. */
class Slot {
  constructor(readonly key: string) {}
}

type Compiled = { name: string; sql: string; parameters: readonly Slot[] };

let statements = 0;

/** The statement's parameters, once each is known to be a slot (preparedQuery says why). */
function slotsOnly(name: string, parameters: readonly unknown[]): Slot[] {
  return parameters.map((p, i) => {
    if (p instanceof Slot) return p;
    throw new Error(
      `Prepared query "${name}": parameter $${i + 1} is not one of its slots. A compiled statement serves every ` +
        "caller of its shape: take each value from the slots, write a constant as a literal (sql.lit, eb.lit), " +
        "and compute nothing from a slot (it stands for a value only once the query runs).",
    );
  });
}

/**
 * A query run on (nearly) every request: built and compiled by Kysely once per shape, then sent as
 * a named prepared statement, so that neither Node nor PostgreSQL does that work per request
 * (compiling a small query costs about as much CPU as the rest of answering it, and a name lets
 * PostgreSQL parse and plan once per connection). `build` gets a query builder, the shape, which decides
 * the text (say, whether the caller sees every school), and slots in place of `values`. Every parameter of
 * the statement must be a slot, and compiling throws on any other: the statement is kept for every later
 * caller of the shape, so a value from a closure (the first caller's id, say) would be sent to them all.
 * The plan may become a generic one after five runs: a query whose plan hinges on its values (a text
 * search) passes `named: false`, and is then compiled once but planned on every run.
 */
export function preparedQuery<S extends string | Record<string, unknown>, V extends Record<string, unknown>, O>(
  name: string,
  build: (kysely: Kdb, shape: S, values: V) => Compilable<O>,
  options: { named?: boolean } = {},
) {
  const byShape = new Map<string, Compiled>();
  return async (pool: pg.Pool, shape: S, values: V): Promise<O[]> => {
    const key = typeof shape === "string" ? shape : JSON.stringify(shape);
    let compiled = byShape.get(key);
    if (!compiled) {
      const slots = Object.fromEntries(Object.keys(values).map((k) => [k, new Slot(k)])) as unknown as V;
      const { sql, parameters } = build(queryBuilder, shape, slots).compile();
      compiled = { sql, parameters: slotsOnly(name, parameters), name: `${name}-${++statements}` };
      byShape.set(key, compiled);
    }
    const parameters = compiled.parameters.map((p) => values[p.key]);
    const statement = options.named === false ? {} : { name: compiled.name };
    const { rows } = await pool.query({ ...statement, text: compiled.sql, values: parameters });
    return rows as O[];
  };
}
