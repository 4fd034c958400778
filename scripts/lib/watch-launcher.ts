import fs from "node:fs";

/** A process's parent, from /proc (Linux); undefined when it is gone or there is no /proc. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name, in parentheses, may hold spaces: the state and the parent follow the last ")".
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

/** A process's command line, its arguments joined by spaces; "" when it is gone. */
function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
  } catch {
    return "";
  }
}

/**
 * The process whose end ends this one, and the process of our chain right under it. `npm start` is
 * npm, then `sh -c "tsx scripts/start.ts"`, tsx's CLI, then node with the script: every process
 * between npm and this one runs `script`, so the first ancestor whose command does not is what
 * started it (npm; Playwright's web server, a shell).
 */
function launcher(script: string): { launcher: number; under: number } {
  let under = process.pid;
  let above = process.ppid;
  while (above > 1 && commandOf(above).includes(script)) {
    under = above;
    above = parentOf(above) ?? 1;
  }
  return { launcher: above, under };
}

/**
 * Calls `stop` once what started the process running `script` has ended, by any signal, kill -9
 * included. Nothing tells a process that a grandparent died: npm gives its script the terminal's
 * stdio, not a pipe that would close, and kill -9 runs no handler. But the kernel gives the orphans
 * of a dead process another parent at once, so the process right under the launcher is watched.
 */
export function watchLauncher(script: string, stop: () => void, everyMs = 250): void {
  const chain = launcher(script);
  const timer = setInterval(() => {
    const parent = chain.under === process.pid ? process.ppid : parentOf(chain.under);
    if (parent === chain.launcher) return;
    clearInterval(timer);
    stop();
  }, everyMs);
  timer.unref();
}
