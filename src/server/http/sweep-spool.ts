import fs from "node:fs/promises";
import path from "node:path";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists and belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes the spool files (see spool.ts) of processes that are gone: a killed instance cannot
 * remove its own. Files of running processes, this one and other instances on the same DATA_DIR,
 * stay.
 */
export async function sweepSpool(dir: string): Promise<void> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const pid = Number(/^(\d+)-.+\.spool$/.exec(name)?.[1]);
    if (pid && !alive(pid)) await fs.rm(path.join(dir, name), { force: true });
  }
}
