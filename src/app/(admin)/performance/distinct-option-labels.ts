import type { FilterOption } from "@/components/list/filter-select";

type Named = { id: string; name: string };

/**
 * Options labelled by their names, except where a name is shared: each of those says what tells it apart, with the
 * first detail that does (say its groups and day, then the time too), so two quizzes "Revisão" read as two; those no
 * detail tells apart are numbered.
 */
export function distinctOptionLabels<T extends Named>(
  items: readonly T[],
  details: readonly ((item: T) => string)[],
): FilterOption[] {
  const shared = (labels: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
    return (label: string) => (counts.get(label) ?? 0) > 1;
  };
  let labels = items.map((item) => item.name);
  const sharedName = shared(labels);
  for (const detail of details) {
    const clash = shared(labels);
    if (!labels.some(clash)) break;
    labels = items.map((item, i) =>
      sharedName(item.name) && clash(labels[i]!) ? `${item.name} (${detail(item)})` : labels[i]!,
    );
  }
  // Alike to the minute (made together): numbered in the list's order, so no two options read the same.
  const clash = shared(labels);
  const seen = new Map<string, number>();
  labels = labels.map((label) => {
    if (!clash(label)) return label;
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return `${label} ${n}`;
  });
  return items.map((item, i) => ({ value: item.id, label: labels[i]! }));
}
