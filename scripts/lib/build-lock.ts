import fs from "node:fs";

const lockFile = ".next-build.lock";
const staleMs = 10 * 60 * 1000;

/**
 * Serialises `next build` between processes started at once (two `npm start`, parallel e2e
 * runs): they share .next, and two builds into it corrupt each other.
 */
export async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > staleMs) fs.rmSync(lockFile, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}
