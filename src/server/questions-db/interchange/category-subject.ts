/**
 * The subject a Moodle category path names: its last category, Moodle's contexts (`$course$`,
 * `$system$`, …) and the `top` level left out, `//` being an escaped slash inside a name.
 * Null when nothing is left (the default category).
 */
export function categorySubject(path: string): string | null {
  const names = path
    .trim()
    .replace(/\/\//g, "\u0000")
    .split("/")
    .map((name) => name.replace(/\u0000/g, "/").trim())
    .filter((name) => name && !/^\$\w+\$$/.test(name) && name.toLowerCase() !== "top");
  return names.at(-1)?.slice(0, 120) ?? null;
}
