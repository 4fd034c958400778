import type { FieldSpec } from "@/server/audit/fields";

/** One field of an audit entry that the write changed. `undefined`: the field was absent on that side. */
export type FieldChange = { field: string; before: unknown; after: unknown };

type Snapshot = Record<string, unknown> | null;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields a write changed, in the order the page lists the record's fields (those it does not know after them,
 * in the snapshots' order); fields the page hides (the record's own id) are neither shown nor counted. A creation
 * (no before) or a deletion (no after) changes every field it has.
 */
export function changedFields(
  before: Snapshot,
  after: Snapshot,
  specs: Record<string, FieldSpec> = {},
): { changed: FieldChange[]; unchanged: number } {
  const present = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const fields = [...new Set([...Object.keys(specs).filter((f) => present.has(f)), ...present])].filter(
    (field) => specs[field]?.kind !== "hidden",
  );
  const changed = fields
    .filter((field) => !before || !after || !same(before[field], after[field]))
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }));
  return { changed, unchanged: fields.length - changed.length };
}

/** A value the page has no rule for, as text: strings as they are (an empty one as ""), else indented JSON. */
export function showValue(value: unknown): string {
  if (typeof value === "string" && value !== "") return value;
  return JSON.stringify(value, null, 2) ?? "";
}
