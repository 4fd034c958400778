import { fieldsOf, type RefKind } from "./fields";
import { questionName, refKey, type Names, type Refs } from "./resolve-names";

type Snapshot = Record<string, unknown> | null;
/** An entry as the caller may see it, before it is described. */
export type SeenEntry = {
  action: string;
  entity_type: string;
  entity_id: string;
  actor_id: string | null;
  school_ids: string[];
  before: Snapshot;
  after: Snapshot;
};

/** The record an entry is about, and whether it is still there for the caller (a page can link to it). */
const ownRef: Partial<Record<string, RefKind>> = {
  discipline: "discipline",
  subject: "subject",
  question: "question",
  exam: "exam",
};

/** Who a record without a name of its own is known by: a block or series by its teacher, a booking by its student. */
const knownBy: Partial<Record<string, { field: string; kind: RefKind }[]>> = {
  availability_block: [{ field: "teacher_id", kind: "user" }],
  availability_series: [{ field: "teacher_id", kind: "user" }],
  booking: [{ field: "student_id", kind: "user" }],
  upload: [{ field: "discipline_id", kind: "discipline" }],
  calendar_feed: [
    { field: "school_id", kind: "school" },
    { field: "user_id", kind: "user" },
  ],
};

const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).flatMap((v) =>
    typeof v === "string" || typeof v === "number" ? [String(v)] : [],
  );

/** Every reference an entry's snapshots hold, as `[kind, id]`. */
function refsOf(entry: SeenEntry): [RefKind, string][] {
  const found: [RefKind, string][] = [];
  const own = entry.action === "question.import" ? undefined : ownRef[entry.entity_type];
  if (own) found.push([own, entry.entity_id]);
  if (entry.actor_id) found.push(["user", entry.actor_id]);
  for (const snapshot of [entry.before, entry.after]) {
    if (!snapshot) continue;
    for (const [field, spec] of Object.entries(fieldsOf(entry))) {
      const value = snapshot[field];
      if (spec.kind === "ref") found.push(...idsIn(value).map((id): [RefKind, string] => [spec.ref, id]));
      if (spec.kind === "windows" && Array.isArray(value)) {
        for (const window of value as { group_ids?: unknown }[]) {
          found.push(...idsIn(window?.group_ids).map((id): [RefKind, string] => ["group", id]));
        }
      }
    }
  }
  return found;
}

/** The references of a page of entries, gathered for one statement per kind. */
export function refsOfPage(entries: readonly SeenEntry[]): Refs {
  const refs: Refs = new Map();
  const schools = entries.flatMap((e) => e.school_ids.map((id): [RefKind, string] => ["school", id]));
  for (const [kind, id] of [...entries.flatMap(refsOf), ...schools]) {
    const ids = refs.get(kind) ?? new Set<string>();
    ids.add(id);
    refs.set(kind, ids);
  }
  return refs;
}

/** The name of the entry's record as a person knows it: its name now, else (deleted, or out of reach) the entry's. */
function recordOf(entry: SeenEntry, names: Map<string, string>): { name: string | null; exists: boolean } {
  const last = entry.after ?? entry.before ?? {};
  if (entry.action === "question.import") return { name: null, exists: false };
  const own = ownRef[entry.entity_type];
  if (own) {
    const current = names.get(refKey(own, entry.entity_id));
    if (current !== undefined) return { name: current, exists: true };
    const text = entry.entity_type === "question" ? last.description : last.name;
    return { name: typeof text === "string" ? (own === "question" ? questionName(text) : text) : null, exists: false };
  }
  if (typeof last.name === "string") return { name: last.name, exists: false };
  for (const { field, kind } of knownBy[entry.entity_type] ?? []) {
    const id = last[field];
    const name = typeof id === "string" || typeof id === "number" ? names.get(refKey(kind, id)) : undefined;
    if (name !== undefined) return { name, exists: false };
  }
  // A question's media upload has no discipline: its file's name.
  return { name: typeof last.key === "string" ? (last.key.split("/").pop() ?? null) : null, exists: false };
}

/**
 * What the page shows of an entry besides its snapshots: its record's name, the names of the records it refers to
 * (those the caller may read), and the time zone its times are shown in: its first school's, else the caller's.
 */
export function describeEntry(entry: SeenEntry, { names, zones }: Names, callerZone: string) {
  const own: Record<string, string> = {};
  for (const [kind, id] of refsOf(entry)) {
    const name = names.get(refKey(kind, id));
    if (name !== undefined) own[refKey(kind, id)] = name;
  }
  const zone = entry.school_ids.map((id) => zones.get(id)).find((z) => z !== undefined);
  return { record: recordOf(entry, names), names: own, time_zone: zone ?? callerZone };
}
