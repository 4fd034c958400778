/** One field of an audit entry that the write changed. `undefined`: the field was absent on that side. */
export type FieldChange = { field: string; before: unknown; after: unknown };

type Snapshot = Record<string, unknown> | null;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields a write changed, in the order of the snapshots' keys. A creation (no before) or a
 * deletion (no after) changes every field it has.
 */
export function changedFields(before: Snapshot, after: Snapshot): { changed: FieldChange[]; unchanged: number } {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changed = fields
    .filter((field) => !before || !after || !same(before[field], after[field]))
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }));
  return { changed, unchanged: fields.length - changed.length };
}

/** A snapshot value as text: strings as they are (an empty one as ""), everything else as indented JSON. */
export function showValue(value: unknown): string {
  if (typeof value === "string" && value !== "") return value;
  return JSON.stringify(value, null, 2) ?? "";
}
