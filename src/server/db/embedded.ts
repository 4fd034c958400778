import fs from "node:fs";
import path from "node:path";

export type EmbeddedServer = {
  url: string;
  stop: () => Promise<void>;
  /** The whole database as a tarball, to start copies of it (tests seed once and copy per worker). */
  dump: () => Promise<Blob>;
};

// The application name marks the URL as the embedded server's for every process that gets it.
const embeddedName = "embedded-pglite";
export const isEmbeddedUrl = (url: string) => url.includes(`application_name=${embeddedName}`);

/** The socket PostgreSQL clients look for in the `host` directory on the default port. */
const socketFile = (dataDir: string) => path.join(dataDir, ".s.PGSQL.5432");
/** sun_path holds 108 bytes with its terminating NUL. */
const maxSocketPath = 107;

/**
 * The embedded database's address: a Unix socket inside DATA_DIR (mode 0700), so only its owner's
 * processes can connect. PGlite checks no password, so the socket's place is the whole protection.
 */
export const embeddedSocketUrl = (dataDir: string) =>
  `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dataDir)}` +
  `&sslmode=disable&application_name=${embeddedName}`;

/** Whether the data dir holds a database yet (PGlite's initdb has run). */
export const hasEmbeddedDatabase = (dataDir: string) => fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"));

const loopbackUrl = (port: number) =>
  `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable&application_name=${embeddedName}`;

/**
 * Serves a PGlite database over the PostgreSQL wire protocol, so the app speaks the same driver to
 * it as to a server. With a data dir: on the Unix socket in it; the caller must hold the dir's lock
 * (data-dir-lock.ts). Without one: in memory on a loopback port, for tests.
 */
export async function startEmbedded(dataDir?: string, options: { from?: Blob } = {}): Promise<EmbeddedServer> {
  const socket = dataDir && socketFile(dataDir);
  if (socket && Buffer.byteLength(socket) > maxSocketPath) {
    throw new Error(
      `DATA_DIR is too long for the embedded database's Unix socket (${socket}, over ${maxSocketPath} bytes): ` +
        "use a shorter path.",
    );
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  // Extensions the migrations create must be compiled into PGlite's instance.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(dataDir ? path.join(dataDir, "pglite") : undefined, {
    extensions: { pg_trgm },
    loadDataDir: options.from,
  });
  // Under the lock, a socket file left there is a dead server's.
  if (socket) fs.rmSync(socket, { force: true });
  // The server multiplexes connections onto PGlite's one session and keeps a transaction's
  // statements together, so several clients (the app, a CLI command) may connect at once.
  const listenOn = socket ? { path: socket } : { host: "127.0.0.1", port: 0 };
  const server = new PGLiteSocketServer({ db, ...listenOn, maxConnections: 64 });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  const url = dataDir ? embeddedSocketUrl(dataDir) : loopbackUrl(Number(server.getServerConn().split(":").pop()));
  let stopped = false;
  return {
    url,
    dump: () => db.dumpDataDir("none"),
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
      if (socket) fs.rmSync(socket, { force: true });
    },
  };
}
