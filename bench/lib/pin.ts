import { execFileSync } from "node:child_process";
import os from "node:os";
import { descendantsOf } from "../../tests/support/processes";

/**
 * Runs processes, with every descendant they have or fork later, on `cpus` only (taskset), to stand for separate
 * machines on one: a server pinned to one core takes nothing from the processes pinned to another. `unpin` gives
 * them every core again.
 */
export function pin(rootPids: (number | undefined)[], cpus: string): void {
  for (const root of rootPids) {
    if (!root) continue;
    for (const pid of [root, ...descendantsOf(root)]) {
      try {
        execFileSync("taskset", ["-a", "-p", "-c", cpus, String(pid)], { stdio: "ignore" });
      } catch {
        // gone meanwhile (a short-lived backend)
      }
    }
  }
}

export const unpin = (rootPids: (number | undefined)[]) => pin(rootPids, `0-${os.cpus().length - 1}`);
