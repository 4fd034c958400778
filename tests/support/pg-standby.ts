import { execFileSync } from "node:child_process";
import path from "node:path";
import { asOwner, binDir, freePort, serverIn, type PgCluster } from "./pg-cluster";

/** A query on a server as its superuser, through psql: no pool left open between the steps of a test. */
export const psql = (url: string, sql: string) =>
  execFileSync(path.join(binDir(), "psql"), [url, "-XAtqc", sql], { encoding: "utf8" }).trim();

/**
 * A hot standby of `primary` in its temp dir, streaming from it: `pg_basebackup -R` (the primary's default
 * pg_hba lets replication in from the loopback), then started on a port of its own. Stopping the primary's cluster
 * removes the dir, the standby's data with it.
 */
export async function startStandby(primary: PgCluster, settings: Record<string, string> = {}): Promise<PgCluster> {
  const bin = binDir();
  const data = path.join(primary.dir, "standby");
  const { port: primaryPort } = new URL(primary.url);
  asOwner(path.join(bin, "pg_basebackup"), [
    "-D",
    data,
    "-R",
    "-X",
    "stream",
    "--checkpoint=fast",
    "-U",
    "postgres",
    "-h",
    "127.0.0.1",
    "-p",
    primaryPort,
  ]);
  const port = await freePort();
  // A hot standby needs max_connections (and its like) at least the primary's: startPgCluster's 200.
  const own = { listen_addresses: "127.0.0.1", unix_socket_directories: primary.dir, max_connections: "200" };
  const opts = Object.entries({ ...own, port: String(port), hot_standby: "on", fsync: "off", ...settings })
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(" ");
  const url = new URL(primary.url);
  url.port = String(port);
  return serverIn(data, opts, path.join(primary.dir, "standby.log"), { url: url.toString(), dir: data });
}
