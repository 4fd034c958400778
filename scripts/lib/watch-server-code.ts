import fs from "node:fs";
import path from "node:path";

/** What scripts/serve.ts runs as its own code rather than through Next.js: the REST API and what it imports. */
const serverCode = ["src/server", "src/lib", "src/generated"];

/**
 * Calls `onChange` when that code changes, once for a burst of writes (an editor's save, a
 * `prisma generate`). Tests are left out: the server does not run them. Each folder has its own
 * watcher: Node's recursive one on Linux misses a file replaced by a rename (atomic saves, git).
 */
export function watchServerCode(onChange: () => void): void {
  const watchers = new Map<string, fs.FSWatcher>();
  let timer: NodeJS.Timeout | undefined;
  // A folder moved or removed: a new one of that name is watched afresh when its parent sees it.
  const forget = (gone: string) => {
    for (const [dir, watcher] of watchers) {
      if (dir !== gone && !dir.startsWith(gone + path.sep)) continue;
      watcher.close();
      watchers.delete(dir);
    }
  };
  const watchFolder = (dir: string) => {
    if (watchers.has(dir)) return;
    try {
      watchTree(dir);
    } catch {
      // Gone while it was being walked.
      forget(dir);
    }
  };
  const watchTree = (dir: string) => {
    const watcher = fs.watch(dir, (_event, file) => {
      if (!file || file.endsWith(".test.ts")) return;
      const changed = path.join(dir, file);
      const stat = fs.statSync(changed, { throwIfNoEntry: false });
      if (stat?.isDirectory()) watchFolder(changed);
      else if (!stat) forget(changed);
      clearTimeout(timer);
      timer = setTimeout(onChange, 300);
    });
    watcher.once("error", () => forget(dir));
    watchers.set(dir, watcher);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) watchFolder(path.join(dir, entry.name));
    }
  };
  serverCode.forEach(watchFolder);
}
