import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export type PgCluster = {
  url: string;
  dir: string;
  /** Asynchronous, so that a server in the test's process goes on answering while PostgreSQL starts or stops. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  kill: () => void;
};

export function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, "bin")).find((dir) => fs.existsSync(path.join(dir, "initdb")));
  if (!found) throw new Error("PostgreSQL server binaries not found: apt-get install postgresql");
  return found;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root, so as root the cluster belongs to the postgres user. */
const ownerCommand = (command: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];

export function asOwner(command: string, args: string[]) {
  execFileSync(...ownerCommand(command, args), { stdio: ["ignore", "pipe", "pipe"] });
}

const asOwnerAsync = async (command: string, args: string[]) => {
  await promisify(execFile)(...ownerCommand(command, args));
};

/**
 * A throwaway PostgreSQL server in a temp dir on a loopback port, tuned for tests (no fsync).
 * start/stop/kill let fault tests take it away and bring it back on the same port.
 */
export async function startPgCluster(options: { settings?: Record<string, string> } = {}): Promise<PgCluster> {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-cluster-"));
  fs.chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  const data = path.join(dir, "data");
  asOwner(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  const settings = {
    listen_addresses: "127.0.0.1",
    port: String(port),
    unix_socket_directories: dir,
    fsync: "off",
    synchronous_commit: "off",
    full_page_writes: "off",
    max_connections: "200",
    ...options.settings,
  };
  const opts = Object.entries(settings)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(" ");
  return serverIn(data, opts, path.join(dir, "log"), { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, dir });
}

/** Starts the server of data dir `data` with command-line settings `opts`; `kill` stops it and removes `dir`. */
export function serverIn(data: string, opts: string, log: string, where: { url: string; dir: string }): PgCluster {
  const bin = binDir();
  const startArgs = ["-D", data, "-o", opts, "-l", log, "-w", "start"];
  const stopArgs = ["-D", data, "-m", "fast", "-w", "stop"];
  const pgCtl = path.join(bin, "pg_ctl");
  asOwner(pgCtl, startArgs);
  return {
    ...where,
    start: () => asOwnerAsync(pgCtl, startArgs),
    stop: () => asOwnerAsync(pgCtl, stopArgs),
    kill() {
      try {
        asOwner(pgCtl, stopArgs);
      } catch {
        // already stopped
      }
      fs.rmSync(where.dir, { recursive: true, force: true });
    },
  };
}
