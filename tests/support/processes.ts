import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type Script = {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first output line that matches (stdout or stderr); rejects on exit or timeout. */
  line: (pattern: RegExp, timeoutMs?: number) => Promise<string>;
  exit: Promise<number | null>;
};

/** A short data dir path: the embedded database's Unix socket lives in it (≤ 107 bytes). */
export const freshDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "dd-"));

/** Runs a TypeScript file of the repo in its own node process, with the given env on top of ours. */
export function runScript(file: string, args: string[], env: Record<string, string>): Script {
  return runCommand(process.execPath, ["--import", "tsx", file, ...args], env);
}

/** Runs a command (`npm` itself, say), with the given env on top of ours. */
export function runCommand(command: string, args: string[], env: Record<string, string>): Script {
  // Unset, so that the scripts pick the embedded database in the DATA_DIR given.
  const { DATABASE_URL: _unset, ...base } = process.env;
  const child = spawn(command, args, { env: { ...base, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const wake of waiters) wake();
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const line = (pattern: RegExp, timeoutMs = 120_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const found = text.split("\n").find((l) => pattern.test(l));
        if (found === undefined) return;
        done();
        resolve(found);
      };
      const timeout = () => (done(), reject(new Error(`no line ${pattern} within ${timeoutMs} ms:\n${text}`)));
      const timer = setTimeout(timeout, timeoutMs);
      const done = () => (clearTimeout(timer), waiters.delete(check));
      waiters.add(check);
      void exit.then((code) => (done(), reject(new Error(`exited (${code}) without a line ${pattern}:\n${text}`))));
      check();
    });
  return { child, output: () => text, line, exit };
}

export function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** TCP ports a process listens on, from /proc (Linux). */
export function listeningTcpPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    const target = fdTarget(pid, fd);
    const match = /^socket:\[(\d+)\]$/.exec(target);
    if (match?.[1]) inodes.add(match[1]);
  }
  const ports: number[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const row of fs.readFileSync(table, "utf8").split("\n").slice(1)) {
      const cols = row.trim().split(/\s+/);
      // local_address is hex ip:port; state 0A is LISTEN; column 9 is the socket's inode.
      if (cols[3] === "0A" && cols[9] && inodes.has(cols[9])) ports.push(parseInt(cols[1]?.split(":")[1] ?? "", 16));
    }
  }
  return ports.sort((a, b) => a - b);
}

/** Where a process's fd points, or "" when the process closed it between listing and reading. */
function fdTarget(pid: number, fd: string): string {
  try {
    return fs.readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: "utf8" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "";
    throw error;
  }
}

/** A live process's parent pid and state from /proc (Linux); undefined when it is gone. */
function statOf(pid: number): { ppid: number; state: string } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name, in parentheses, may hold spaces and parentheses: the fields follow the last one.
    const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(ppid), state: state ?? "" };
  } catch {
    return undefined;
  }
}

/** Whether a process runs: it exists and is no zombie (one that exited and waits for its parent to read it). */
export const isRunning = (pid: number) => {
  const stat = statOf(pid);
  return stat !== undefined && stat.state !== "Z";
};

/** Every process under `pid` (children, theirs, and so on), from /proc. */
export function descendantsOf(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    const child = Number(entry);
    const parent = Number.isInteger(child) ? statOf(child)?.ppid : undefined;
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found: number[] = [];
  for (let queue = [pid]; queue.length;) {
    const next = children.get(queue.shift()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}
