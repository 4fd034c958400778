import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/** Who holds a data dir, as every process that asks is told. */
export type LockHolder = {
  pid: number;
  command: string;
  /** A server (`npm start`) shares its database once ready; a CLI holds the dir until it exits. */
  server: boolean;
  ready: boolean;
};

export type DataDirLock = { setReady: () => void; release: () => Promise<void> };

export type LockAttempt = { lock: DataDirLock } | { holder: LockHolder };

/**
 * The lock's address. On Linux an abstract Unix socket: binding it is atomic and the kernel frees
 * it when the holder dies, even by kill -9, so a dead holder never leaves a stale lock and two
 * processes can never both take it. Its name hashes a random id kept 0600 in the dir with the
 * dir's device and inode, so other users can neither find it nor squat it, and a copy of the dir
 * is a different database. Elsewhere a socket file in the dir, removed when nothing listens on it.
 */
function lockAddress(dataDir: string): { address: string; file?: string } {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { dev, ino } = fs.statSync(dataDir);
  const name = createHash("sha256")
    .update(`${lockId(dataDir)}:${dev}:${ino}`)
    .digest("hex")
    .slice(0, 40);
  if (process.platform === "linux") return { address: `\0learning-admin-data-dir-${name}` };
  const file = path.join(dataDir, "lock.sock");
  return { address: file, file };
}

function lockId(dataDir: string): string {
  const file = path.join(dataDir, "lock-id");
  if (!fs.existsSync(file)) {
    // Written under another name, then linked: a reader never sees a half-written id.
    const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
    fs.writeFileSync(draft, randomBytes(32).toString("hex"), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return fs.readFileSync(file, "utf8").trim();
}

function listen(address: string, holder: LockHolder): Promise<net.Server | undefined> {
  const server = net.createServer((socket) => {
    socket.on("error", () => {});
    socket.end(`${JSON.stringify(holder)}\n`);
  });
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") resolve(undefined);
      else reject(error);
    });
    server.listen(address, () => resolve(server));
  });
}

/** The holder's answer, or undefined when nothing listens (it has just released the lock). */
function askHolder(address: string): Promise<LockHolder | undefined> {
  return new Promise((resolve) => {
    let text = "";
    const socket = net.connect(address);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.once("error", () => resolve(undefined));
    socket.once("close", () => {
      try {
        resolve(JSON.parse(text) as LockHolder);
      } catch {
        resolve(undefined);
      }
    });
  });
}

/**
 * Takes the exclusive lock on a data dir, or says who holds it. The lock lives as long as the
 * returned handle is not released, or the process.
 */
export async function tryLockDataDir(
  dataDir: string,
  self: { command: string; server: boolean },
): Promise<LockAttempt> {
  const { address, file } = lockAddress(dataDir);
  const holder: LockHolder = { pid: process.pid, ...self, ready: false };
  for (;;) {
    const server = await listen(address, holder);
    if (server) {
      server.unref();
      let released: Promise<void> | undefined;
      const release = () =>
        (released ??= new Promise<void>((resolve) => server.close(() => resolve())).then(() => {
          if (file) fs.rmSync(file, { force: true });
        }));
      return { lock: { setReady: () => void (holder.ready = true), release } };
    }
    const other = await askHolder(address);
    if (other) return { holder: other };
    // Nothing listens: the holder just released it, or (a socket file) died; this removal can race.
    if (file) fs.rmSync(file, { force: true });
  }
}
