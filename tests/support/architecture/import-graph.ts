import fs from "node:fs";
import path from "node:path";
import { sourceFiles } from "../source-files";

/**
 * One import of one file. Paths are relative to `src` with `/`: `file` the importing file, `target` the file a
 * `@/…` or relative specifier names (null for a package). `typeOnly`: `import type`/`export type`, which the
 * compiler erases, so nothing of the target runs where the importer runs.
 */
export type Import = { file: string; specifier: string; target: string | null; typeOnly: boolean };

// Static imports and re-exports, `import type` included, and dynamic `import("…")`.
const statements = /\b(?:import|export)\s+(type\s+)?(?:[^'";]*?\bfrom\s*)?["']([^"']+)["']/g;
const dynamicImports = /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;
const extensions = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The source file a specifier names, relative to `src`; null for a package. */
function resolve(srcDir: string, file: string, specifier: string): string | null {
  const named = specifier.startsWith("@/")
    ? path.join(srcDir, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(file), specifier)
      : null;
  if (!named) return null;
  const found = extensions
    .map((ext) => named + ext)
    .find((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile());
  return path
    .relative(srcDir, found ?? named)
    .split(path.sep)
    .join("/");
}

/** Every import of the non-test `.ts`/`.tsx` files under `srcDir`'s `folders`. */
export function readImports(srcDir: string, folders: string[]): Import[] {
  return folders.flatMap((folder) =>
    sourceFiles(path.join(srcDir, folder)).flatMap((full) => {
      const text = fs.readFileSync(full, "utf8");
      const file = path.relative(srcDir, full).split(path.sep).join("/");
      const found = [
        ...[...text.matchAll(statements)].map(([, type, specifier]) => ({ specifier: specifier!, typeOnly: !!type })),
        ...[...text.matchAll(dynamicImports)].map(([, specifier]) => ({ specifier: specifier!, typeOnly: false })),
      ];
      return found.map(({ specifier, typeOnly }) => ({
        file,
        specifier,
        target: resolve(srcDir, full, specifier),
        typeOnly,
      }));
    }),
  );
}
