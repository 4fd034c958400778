/**
 * A report column computed by PostgreSQL: `sql` is its value as the report shows it (text, or a
 * number or boolean where the report has one), so Node streams rows without reworking each field.
 * Formatting a million rows' dates and labels in Node cost several times the query itself.
 */
export type SqlField = { key: string; header?: string; sql: string; json?: string; width?: number };

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

/** A number or boolean, or the empty string when null (JSON keeps the value's type; CSV and XLSX write null as empty). */
export const scalarOrEmpty = (expr: string) => ({ sql: `(${expr})`, json: `coalesce(to_jsonb(${expr}), '""'::jsonb)` });

/** The fields as a select list, each under its key. */
export const selectList = (fields: SqlField[]) => fields.map((f) => `${f.sql} AS "${f.key}"`).join(",\n    ");

/** One JSON object per row, built by PostgreSQL, as text. */
export const jsonObjectSql = (fields: SqlField[]) => `json_build_object(${fields.map((f) => `'${f.key}', ${f.json ?? f.sql}`).join(", ")})::text`;
