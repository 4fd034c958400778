import { formulaStartChars } from "./csv";

/**
 * A report column computed by PostgreSQL: `sql` is its value as the report shows it (text, or a
 * number or boolean where the report has one), so Node streams rows without reworking each field.
 * Formatting a million rows' dates and labels in Node cost several times the query itself.
 *
 * `kind` says what the value can hold, which decides the work CSV and JSON do on it:
 * - "text" (default): anything a person typed; JSON escapes it, CSV neutralises a formula start.
 * - "plain": text the query composes (ids, dates, labels, numbers as text) with no quote,
 *   backslash or control character and no formula start; written as it is.
 * - "scalar": a nullable number or boolean; JSON keeps its type, and null is the empty string.
 */
export type FieldKind = "text" | "plain" | "scalar";
export type SqlField = { key: string; header?: string; sql: string; kind?: FieldKind; width?: number };

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Text or the empty string, as the report shows an absent value. */
export const textOrEmpty = (expr: string) => `coalesce((${expr})::text, '')`;

/** A label from an enum's text value; unknown values give the empty string. */
export const labelSql = (expr: string, labels: Record<string, string>) =>
  `CASE (${expr})::text ${Object.entries(labels).map(([value, label]) => `WHEN ${literal(value)} THEN ${literal(label)}`).join(" ")} ELSE '' END`;

/** ISO 8601 in the zone with its offset, e.g. 2026-03-10T09:00:00.000-03:00; empty when null. */
export function isoInZoneSql(instant: string, zone: string): string {
  const offset = `((${instant}) AT TIME ZONE ${zone} - (${instant}) AT TIME ZONE 'UTC')`;
  return `coalesce(to_char((${instant}) AT TIME ZONE ${zone}, 'YYYY-MM-DD"T"HH24:MI:SS.MS')
    || CASE WHEN ${offset} < interval '0' THEN '-' ELSE '+' END || to_char(greatest(${offset}, -${offset}), 'HH24:MI'), '')`;
}

/** day/month/year hour:minute in the zone; empty when null. */
export const dateTimeBrSql = (instant: string, zone: string) => `coalesce(to_char((${instant}) AT TIME ZONE ${zone}, 'DD/MM/YYYY HH24:MI'), '')`;

/** The fields as a select list, each under its key. */
export const selectList = (fields: SqlField[]) => fields.map((f) => `${f.sql} AS "${f.key}"`).join(",\n    ");

// The report's rows as a subquery: OFFSET 0 keeps PostgreSQL from folding it into the outer
// select, so each field is computed once however often the outer expressions name it.
const overRows = (rowsSql: string) => `FROM (${rowsSql} OFFSET 0) r`;
const column = (f: SqlField) => `r."${f.key}"`;

const formulaStarts = formulaStartChars.map((c) => c.codePointAt(0)).join(", ");

/** A text value made inert by a leading apostrophe when a spreadsheet would run it as a formula. */
const neutralisedSql = (expr: string) => `CASE WHEN ascii(${expr}) IN (${formulaStarts}) THEN '''' || ${expr} ELSE coalesce(${expr}, '') END`;

/**
 * The report's rows as CSV fields, for `COPY … CSV`: every value text, absent ones empty,
 * booleans as true/false, text that would start a formula neutralised.
 */
export function csvFieldsSql(rowsSql: string, fields: SqlField[]): string {
  const value = (f: SqlField) => (f.kind === "scalar" ? `coalesce(${column(f)}::text, '')` : f.kind === "plain" ? `coalesce(${column(f)}, '')` : neutralisedSql(column(f)));
  return `SELECT ${fields.map(value).join(", ")} ${overRows(rowsSql)}`;
}

/**
 * Each row of the report as the text of one JSON object, keys in the fields' order. Built with one
 * concat() rather than json_build_object, which looks up every argument's type on every row and
 * cost PostgreSQL more than twice the plain rows; only typed text is escaped (to_json).
 */
export function jsonObjectsSql(rowsSql: string, fields: SqlField[]): string {
  const parts: string[] = [];
  let text = "{";
  fields.forEach((f, i) => {
    text += `${i ? "," : ""}${JSON.stringify(f.key)}:`;
    if (f.kind === "plain") {
      parts.push(literal(`${text}"`), column(f));
      text = '"';
    } else {
      parts.push(literal(text), f.kind === "scalar" ? `coalesce(${column(f)}::text, '""')` : `coalesce(to_json(${column(f)})::text, '""')`);
      text = "";
    }
  });
  parts.push(literal(`${text}}`));
  return `SELECT concat(${parts.join(", ")}) ${overRows(rowsSql)}`;
}
