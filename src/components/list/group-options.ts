import type { FilterOption } from "./filter-select";

type Group = { id: string; name: string; school_id: string };

/** Groups as options of a filter; when the user has several schools, each group names its school after it. */
export function groupOptions(
  groups: readonly Group[],
  schools: readonly { id: string; name: string }[],
): FilterOption[] {
  const schoolName = new Map(schools.map((s) => [s.id, s.name]));
  return groups.map((g) => ({
    value: g.id,
    label: schools.length > 1 ? `${g.name} — ${schoolName.get(g.school_id) ?? ""}` : g.name,
  }));
}
