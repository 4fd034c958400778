/**
 * What makes two names the same name to a person: "Álgebra", " algebra" and "ALGEBRA" are one subject. Accents are
 * dropped (NFD splits them off as combining marks), case and surrounding spaces ignored.
 */
export const nameKey = (name: string): string =>
  name
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .trim();

/** The index of each name whose key an earlier one already has. */
export function repeatedNames(names: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  names.forEach((name, index) => {
    const key = nameKey(name);
    if (seen.has(key)) repeated.push(index);
    else seen.add(key);
  });
  return repeated;
}
