import pg from "pg";

const arrayElement = (value: unknown) => `"${String(value).replace(/["\\]/g, "\\$&")}"`;

function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError("not a finite number");
    return String(value);
  }
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return `${pg.escapeLiteral(value.toISOString())}::timestamptz`;
  if (typeof value === "string") return pg.escapeLiteral(value);
  // An untyped array literal takes the type its place asks for: `uuid_column = any('{…}')` as with a parameter.
  if (Array.isArray(value)) return pg.escapeLiteral(`{${value.map(arrayElement).join(",")}}`);
  throw new TypeError(`no SQL literal for ${typeof value}`);
}

/**
 * The statement with its $n parameters written in as escaped literals, for COPY, which takes no
 * parameters. Every value goes through pg's escapeLiteral; the statement is replaced in one pass,
 * so a value that holds "$2" is not replaced again.
 */
export function inlineParams(sql: string, params: readonly unknown[]): string {
  return sql.replace(/\$(\d+)(?!\d)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index >= params.length) throw new RangeError(`no value for $${n}`);
    return literal(params[index]);
  });
}
