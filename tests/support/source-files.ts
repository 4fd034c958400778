import fs from "node:fs";
import path from "node:path";

/**
 * The `.ts` and `.tsx` files below `dir` that are not tests, for the checks that read the source as text (the
 * layering, the SQL literals, the Prisma reads); none when `dir` does not exist. Generated code is not ours to check.
 */
export function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
