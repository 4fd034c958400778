import fs from "node:fs";
import path from "node:path";

function restrict(target: string) {
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) restrict(full);
    else if (!entry.isFile()) continue;
    const { mode } = fs.lstatSync(full);
    if (mode & 0o077) fs.chmodSync(full, mode & 0o700);
  }
}

/**
 * Makes DATA_DIR reachable by its owner only: the dir 0700, every file and folder in it without
 * group or other bits. PGlite (Emscripten's file system) creates its files 0666 whatever the
 * umask, so the dir's mode is what keeps them private while it runs; this runs again before the
 * database opens and after it closes, so that a data dir at rest (or copied) is private too.
 */
export function privateDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  restrict(dataDir);
}
