import fs from "node:fs";
import path from "node:path";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** A build is due when there is none, or when a source file is newer than it. */
export function needsBuild(): boolean {
  const marker = ".next/BUILD_ID";
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  const inputs = ["src", "public"].filter((dir) => fs.existsSync(dir)).map(newestMtime);
  const files = ["next.config.mjs", "package.json", "prisma/schema.prisma"]
    .filter((f) => fs.existsSync(f))
    .map((f) => fs.statSync(f).mtimeMs);
  return Math.max(0, ...inputs, ...files) > built;
}
