import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/** Where a running embedded server records itself, so that CLI commands reuse it. */
const infoFile = (dataDir: string) => path.join(dataDir, "pglite.json");

type ServerInfo = { port: number; pid: number };

export type EmbeddedServer = { url: string; stop: () => Promise<void> };

// The application name marks the URL as the embedded server's for every process that gets it.
const embeddedName = "embedded-pglite";
export const embeddedUrl = (port: number) => `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable&application_name=${embeddedName}`;
export const isEmbeddedUrl = (url: string) => url.includes(`application_name=${embeddedName}`);

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => { socket.destroy(); resolve(true); });
    socket.once("error", () => resolve(false));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The URL of the embedded server another process runs on this data dir, if any. */
export async function findRunningEmbedded(dataDir: string): Promise<string | undefined> {
  let info: ServerInfo;
  try {
    info = JSON.parse(fs.readFileSync(infoFile(dataDir), "utf8")) as ServerInfo;
  } catch {
    return undefined;
  }
  if (info.pid !== process.pid && isAlive(info.pid) && (await canConnect(info.port))) return embeddedUrl(info.port);
  return undefined;
}

/**
 * Serves a PGlite database over the PostgreSQL wire protocol on loopback, so the app speaks the
 * same driver to it as to a server. `dataDir` undefined keeps the database in memory (tests).
 */
export async function startEmbedded(dataDir?: string, port = 0): Promise<EmbeddedServer> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  // Extensions the migrations create must be compiled into PGlite's instance.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? path.join(dataDir, "pglite") : undefined, { extensions: { pg_trgm } });
  // The server multiplexes connections onto PGlite's one session and keeps a transaction's
  // statements together, so several clients (the app, a CLI command) may connect at once.
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections: 64 });
  await server.start();
  const boundPort = Number(server.getServerConn().split(":").pop());
  if (dataDir) fs.writeFileSync(infoFile(dataDir), JSON.stringify({ port: boundPort, pid: process.pid } satisfies ServerInfo));
  let stopped = false;
  return {
    url: embeddedUrl(boundPort),
    async stop() {
      if (stopped) return;
      stopped = true;
      if (dataDir) fs.rmSync(infoFile(dataDir), { force: true });
      await server.stop();
      await db.close();
    },
  };
}
