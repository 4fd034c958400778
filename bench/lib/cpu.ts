import fs from "node:fs";

const ticksPerSecond = 100;

function readStat(pid: number): { ppid: number; ticks: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime + stime, plus cutime + cstime: the reaped children (short-lived backends, psql runs).
    return {
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null;
  }
}

/** CPU milliseconds (user + system) used so far by a process and its descendants, live or reaped (Linux /proc). */
export function treeCpuMs(rootPid: number | undefined): number {
  if (!rootPid || !fs.existsSync("/proc")) return NaN;
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) stats.set(Number(entry), stat);
  }
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let ticks = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop()!;
    ticks += stats.get(pid)?.ticks ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return (ticks * 1000) / ticksPerSecond;
}

/** The postmaster's pid from a data directory. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    return Number(fs.readFileSync(`${dataDir}/postmaster.pid`, "utf8").split("\n")[0]);
  } catch {
    return undefined;
  }
}

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Resident memory (MB) of a process and its live descendants (Linux /proc). */
export function treeRssMb(rootPid: number | undefined): number {
  if (!rootPid || !fs.existsSync("/proc")) return NaN;
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), Number(entry)]);
  }
  let kb = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop()!;
    kb += rssKb(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return kb / 1024;
}

/** Samples a process tree's RSS every 50 ms until stopped; returns the peak in MB. */
export function rssPeak(rootPid: number | undefined): () => number {
  let peak = treeRssMb(rootPid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(rootPid))), 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, treeRssMb(rootPid));
  };
}
