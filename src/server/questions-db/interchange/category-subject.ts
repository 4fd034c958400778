import { categoryShortened, type ImportWarning } from "./interchange-question";

/** Moodle's automatic categories ("Default for Course", in pt-BR "Padrão para …"): the import's own subject. */
const automatic = /^(default for|padrão para)\s/i;

/**
 * The names of a Moodle category path: Moodle's contexts (`$course$`, `$system$`, …), the `top`
 * level and its automatic "Default for …" categories left out, `//` being an escaped slash inside a name.
 */
export function categoryNames(path: string): string[] {
  return path
    .trim()
    .replace(/\/\//g, "\u0000")
    .split("/")
    .map((name) => name.replace(/\u0000/g, "/").trim())
    .filter((name) => name && !/^\$\w+\$$/.test(name) && name.toLowerCase() !== "top" && !automatic.test(name));
}

/** A category as a subject: its name, and the warning its first question carries when the path was shortened. */
export type CategorySubject = { subject: string | null; warning: ImportWarning | null };

const separator = " › ";
const maxSubjectLength = 120;

/**
 * The subject of each category path of a file: the shortest end of its path that no other category
 * of the file shares, so that `Álgebra/Exercícios` and `Geometria/Exercícios` become the subjects
 * "Álgebra › Exercícios" and "Geometria › Exercícios", while `Álgebra/Equações` alone in its file is
 * "Equações" (shortened: a warning names the path). A path of only automatic categories ("Default
 * for …") has no subject: its questions take the import's.
 */
export function categorySubjects(paths: Iterable<string>): (path: string) => CategorySubject {
  const lists = new Map<string, string[]>();
  for (const path of paths) {
    const names = categoryNames(path);
    if (names.length) lists.set(names.join("\u0000"), names);
  }
  const longest = Math.max(0, ...[...lists.values()].map((names) => names.length));
  // For each length k, how many categories end with each k names (a shorter path counts whole).
  const counts: Map<string, number>[] = [];
  for (let k = 1; k <= longest; k++) {
    const count = new Map<string, number>();
    for (const names of lists.values()) {
      const key = names.slice(-k).join("\u0000");
      count.set(key, (count.get(key) ?? 0) + 1);
    }
    counts.push(count);
  }
  const cache = new Map<string, CategorySubject>();
  return (path) => {
    const names = categoryNames(path);
    const key = names.join("\u0000");
    const known = cache.get(key);
    if (known) return known;
    let kept = names.length;
    for (let k = 1; k < names.length; k++)
      if ((counts[k - 1]?.get(names.slice(-k).join("\u0000")) ?? 0) <= 1) {
        kept = k;
        break;
      }
    const subject = names.length ? names.slice(-kept).join(separator).slice(0, maxSubjectLength) : null;
    const result = {
      subject,
      warning: subject && kept < names.length ? categoryShortened(names.join("/"), subject) : null,
    };
    cache.set(key, result);
    return result;
  };
}
