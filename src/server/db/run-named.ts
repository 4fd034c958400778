import type { Compilable } from "kysely";
import type pg from "pg";

const namesByKey = new Map<string, string>();
const variantsByName = new Map<string, number>();

/** One statement name per distinct SQL text: a query whose scope predicate differs by role compiles to a few texts. */
function statementName(name: string, text: string): string {
  const key = `${name}\n${text}`;
  let known = namesByKey.get(key);
  if (!known) {
    const variant = variantsByName.get(name) ?? 0;
    variantsByName.set(name, variant + 1);
    known = `${name}-${variant}`;
    namesByKey.set(key, known);
  }
  return known;
}

/**
 * A query run on (nearly) every request, sent as a named prepared statement so that PostgreSQL
 * parses and plans it once per connection: for the small per-request statements that is most of
 * their server CPU (about 4× less with a name). The plan may become a generic one after five runs,
 * so only queries whose plan does not hinge on their parameters belong here.
 */
export async function runNamed<O>(pool: pg.Pool, name: string, query: Compilable<O>): Promise<O[]> {
  const { sql, parameters } = query.compile();
  const { rows } = await pool.query({ name: statementName(name, sql), text: sql, values: parameters as unknown[] });
  return rows as O[];
}
