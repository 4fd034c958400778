import type { FieldSpec } from "@/server/audit/fields";

/** One field of an audit entry that the write changed. `undefined`: the field was absent on that side. */
export type FieldChange = { field: string; before: unknown; after: unknown };

type Snapshot = Record<string, unknown> | null;

/** What the page shows of a value: answers by their text and correctness, whose ids an edit renews. */
function shown(value: unknown, spec: FieldSpec | undefined): unknown {
  if (spec?.kind !== "answers" || !Array.isArray(value)) return value;
  return value.map((a: { description?: unknown; is_correct_answer?: unknown }) => [
    a?.description,
    a?.is_correct_answer,
  ]);
}

const same = (a: unknown, b: unknown, spec: FieldSpec | undefined) =>
  JSON.stringify(shown(a, spec)) === JSON.stringify(shown(b, spec));

/**
 * The fields a write changed (as the page shows them), in the order the page lists the record's fields (those it
 * does not know after them, in the snapshots' order); fields the page hides (the record's own id) are neither shown
 * nor counted. A creation (no before) or a deletion (no after) changes every field it has.
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
    .filter((field) => !before || !after || !same(before[field], after[field], specs[field]))
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }));
  return { changed, unchanged: fields.length - changed.length };
}

/** A value the page has no rule for, as text: strings as they are (an empty one as ""), else indented JSON. */
export function showValue(value: unknown): string {
  if (typeof value === "string" && value !== "") return value;
  return JSON.stringify(value, null, 2) ?? "";
}
