import type { AliasableExpression, AliasedSelectQueryBuilder, Compilable, Expression } from "kysely";
import { sql } from "kysely";
import type { z } from "zod";
import type { Kdb } from "@/server/db/kysely";
import type { CellType } from "@/server/xlsx/cells";
import { formulaStartChars } from "./csv";

/**
 * A report column computed by PostgreSQL: `value` is its value as the report shows it (text, or a
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

export type SqlField = {
  key: string;
  /** Column names: pt-BR for CSV and a pt-BR XLSX (the spec's), English for an English XLSX. */
  header: string;
  headerEn: string;
  value: AliasableExpression<unknown>;
  kind?: FieldKind;
  /** The spreadsheets' typed value, when it is not `value`. */
  cell?: { type: CellType; value?: AliasableExpression<unknown> };
  width?: number;
  /** The JSON value's schema (json-value.ts), for the OpenAPI document; text when absent. */
  json?: z.ZodType;
};

/** Who reads the rows: JSON (and the page's preview) the spec's values, spreadsheets typed cells. */
export type RowsTarget = "json" | "sheet";

type Row = Record<string, unknown>;
/** A report's rows, one column per field under its key: what a cursor reads and the COPY queries wrap. */
export interface RowsQuery extends Compilable<Row> {
  offset(offset: Expression<number>): { as(alias: "r"): AliasedSelectQueryBuilder<Row, "r"> };
}

/** Text or the empty string, as the report shows an absent value. */
export const textOrEmpty = (expr: Expression<unknown>) => sql<string>`coalesce((${expr})::text, '')`;

/** first || ' ' || last. */
export const joinedName = (first: Expression<string | null>, last: Expression<string | null>) =>
  sql<string>`${first} || ' ' || ${last}`;

/** A label from an enum's text value; unknown values give the empty string. */
export function labelSql(expr: Expression<unknown>, labels: Record<string, string>) {
  const cases = Object.entries(labels).map(([value, label]) => sql`WHEN ${sql.lit(value)} THEN ${sql.lit(label)}`);
  return sql<string>`CASE (${expr})::text ${sql.join(cases, sql` `)} ELSE '' END`;
}

const inZone = (instant: Expression<Date | null>, zone: Expression<string>) => sql`(${instant}) AT TIME ZONE ${zone}`;

/** The zone's wall clock as the UTC fields of a timestamptz: a spreadsheet date (CellType datetime and date). */
export const wallClockSql = (instant: Expression<Date | null>, zone: Expression<string>) =>
  sql<Date | null>`(${inZone(instant, zone)}) AT TIME ZONE 'UTC'`;

/** ISO 8601 in the zone with its offset, e.g. 2026-03-10T09:00:00.000-03:00; empty when null. */
export function isoInZoneSql(instant: Expression<Date | null>, zone: Expression<string>) {
  const offset = sql`(${inZone(instant, zone)} - (${instant}) AT TIME ZONE 'UTC')`;
  return sql<string>`coalesce(to_char(${inZone(instant, zone)}, 'YYYY-MM-DD"T"HH24:MI:SS.MS')
    || CASE WHEN ${offset} < interval '0' THEN '-' ELSE '+' END
    || to_char(greatest(${offset}, -${offset}), 'HH24:MI'), '')`;
}

/** day/month/year hour:minute in the zone; empty when null. */
export const dateTimeBrSql = (instant: Expression<Date | null>, zone: Expression<string>) =>
  sql<string>`coalesce(to_char(${inZone(instant, zone)}, 'DD/MM/YYYY HH24:MI'), '')`;

/** The fields as a select list, each under its key, with the target's values. */
export const selection = (fields: SqlField[], target: RowsTarget) =>
  fields.map((f) => (target === "sheet" && f.cell?.value ? f.cell.value : f.value).as(f.key));

// The report's rows as a subquery: OFFSET 0 keeps PostgreSQL from folding it into the outer
// select, so each field is computed once however often the outer expressions name it.
const overRows = (kysely: Kdb, rows: RowsQuery) => kysely.selectFrom(rows.offset(sql.lit(0)).as("r"));
const column = (f: SqlField) => sql.ref<string | null>(`r.${f.key}`);

const formulaStarts = sql.join(formulaStartChars.map((c) => sql.lit(c.codePointAt(0)!)));

/** A text value made inert by a leading apostrophe when a spreadsheet would run it as a formula. */
const neutralised = (expr: Expression<string | null>) =>
  sql<string>`CASE WHEN ascii(${expr}) IN (${formulaStarts}) THEN '''' || ${expr} ELSE coalesce(${expr}, '') END`;

const utcWall = (f: SqlField) => sql`${column(f)}::timestamptz AT TIME ZONE 'UTC'`;

/** A spreadsheet cell as CSV text for a Brazilian reader: dates day/month/year, Sim/Não. */
function csvText(f: SqlField) {
  switch (f.cell?.type) {
    case "datetime":
      return sql<string>`coalesce(to_char(${utcWall(f)}, 'DD/MM/YYYY HH24:MI'), '')`;
    case "date":
      return sql<string>`coalesce(to_char(${utcWall(f)}, 'DD/MM/YYYY'), '')`;
    case "boolean":
      return sql<string>`CASE WHEN ${column(f)}::boolean THEN 'Sim'
        WHEN NOT ${column(f)}::boolean THEN 'Não' ELSE '' END`;
  }
  // Row reports hold whole numbers only, which read the same with either decimal mark.
  if (f.kind === "scalar" || f.cell) return textOrEmpty(column(f));
  return f.kind === "plain" ? sql<string>`coalesce(${column(f)}, '')` : neutralised(column(f));
}

/**
 * The report's sheet rows (`target` "sheet") as CSV fields, for `COPY … CSV`: every value text, absent
 * ones empty, typed cells as a Brazilian reader writes them, text that would start a formula neutralised.
 */
export function csvFieldsQuery(kysely: Kdb, rows: RowsQuery, fields: SqlField[]) {
  return overRows(kysely, rows).select(fields.map((f) => csvText(f).as(f.key)));
}

/** Days since 1899-12-30 of the wall clock whose UTC fields the value holds: a spreadsheet's date serial. */
const serialDays = (f: SqlField) =>
  sql<number | null>`extract(epoch FROM ${column(f)}::timestamptz)::float8 / 86400 + 25569`;

/**
 * The report's sheet rows (`target` "sheet") as XLSX cells: dates as their serial numbers, which
 * Node then reads as plain numbers rather than parsing each timestamp into a Date; the rest as it is.
 */
export function sheetCellsQuery(kysely: Kdb, rows: RowsQuery, fields: SqlField[]) {
  const cell = (f: SqlField) =>
    f.cell?.type === "datetime" || f.cell?.type === "date" ? serialDays(f) : sql<unknown>`${column(f)}`;
  return overRows(kysely, rows).select(fields.map((f) => cell(f).as(f.key)));
}

/**
 * Each row of the report as the text of one JSON object, keys in the fields' order. Built with one
 * concat() rather than json_build_object, which looks up every argument's type on every row and
 * cost PostgreSQL more than the plain rows themselves; only typed text is escaped (to_json).
 */
export function jsonObjectsQuery(kysely: Kdb, rows: RowsQuery, fields: SqlField[]) {
  const parts: Expression<unknown>[] = [];
  let text = "{";
  fields.forEach((f, i) => {
    text += `${i ? "," : ""}${JSON.stringify(f.key)}:`;
    if (f.kind === "plain") {
      parts.push(sql.lit(`${text}"`), column(f));
      text = '"';
    } else {
      const value = f.kind === "scalar" ? sql`${column(f)}::text` : sql`to_json(${column(f)})::text`;
      parts.push(sql.lit(text), sql`coalesce(${value}, '""')`);
      text = "";
    }
  });
  parts.push(sql.lit(`${text}}`));
  return overRows(kysely, rows).select(sql<string>`concat(${sql.join(parts)})`.as("json"));
}
