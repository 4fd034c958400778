import type { Database } from "./client";
import { parseLsn } from "./lsn";

type Replica = { db: Database; up: boolean; replayed: bigint; lagMs: number };
type Sample = { at: number; lsn: bigint };

export type ReplicaOptions = {
  /** A replica further behind the primary than this is skipped (REPLICA_MAX_LAG_MS). */
  maxLagMs: number;
  /** How often the primary's and the replicas' WAL positions are read. */
  pollMs?: number;
  now?: () => number;
};

const lsnOf = async (db: Database, sql: string) => {
  const { rows } = await db.pool.query<{ lsn: string | null }>(sql);
  const lsn = rows[0]?.lsn;
  if (!lsn) throw new Error("no WAL position: the server is not a standby in recovery");
  return parseLsn(lsn);
};

/**
 * The primary and its streaming replicas (docs/deploy.md, "Read replicas"). Every `pollMs` it reads the primary's
 * WAL insert position and each replica's replay position: a replica's lag is how long ago the primary was last at
 * a position the replica has replayed, so an idle primary means no lag whatever the clock. A read goes to a replica
 * that is up, lags at most `maxLagMs` and has replayed the reader's own last write (`minLsn`); otherwise to the
 * primary. Until the first poll has answered, everything reads from the primary.
 */
export class ReplicaSet {
  private readonly replicas: Replica[];
  private samples: Sample[] = [];
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private next = 0;
  private readonly now: () => number;

  constructor(
    readonly primary: Database,
    replicas: Database[],
    private readonly options: ReplicaOptions,
  ) {
    this.replicas = replicas.map((db) => ({ db, up: false, replayed: -1n, lagMs: Infinity }));
    this.now = options.now ?? Date.now;
  }

  /** Reads the positions now, once at a time; the interval starts with the first call and does not keep Node up. */
  refresh(): Promise<void> {
    if (!this.timer) {
      this.timer = setInterval(() => void this.refresh(), this.options.pollMs ?? 200);
      this.timer.unref();
    }
    this.polling ??= this.poll().finally(() => (this.polling = undefined));
    return this.polling;
  }

  private async poll() {
    let primaryLsn: bigint;
    try {
      primaryLsn = await lsnOf(this.primary, "select pg_current_wal_insert_lsn()::text as lsn");
    } catch {
      return; // the primary away: the reads go to it and fail as they would without replicas
    }
    const at = this.now();
    this.samples.push({ at, lsn: primaryLsn });
    const keepFrom = at - 2 * this.options.maxLagMs - (this.options.pollMs ?? 200);
    while (this.samples.length > 1 && this.samples[0]!.at < keepFrom) this.samples.shift();
    await Promise.all(
      this.replicas.map(async (replica) => {
        try {
          replica.replayed = await lsnOf(replica.db, "select pg_last_wal_replay_lsn()::text as lsn");
          replica.up = true;
          const caughtUp = this.samples.findLast((sample) => sample.lsn <= replica.replayed);
          replica.lagMs = caughtUp ? at - caughtUp.at : Infinity;
        } catch {
          replica.up = false;
        }
      }),
    );
  }

  /** Where a read goes: a replica in time that has replayed `minLsn` (the reader's last write), else the primary. */
  pick(minLsn: bigint | null): Database {
    void this.refresh();
    const fit = this.replicas.filter(
      (r) => r.up && r.lagMs <= this.options.maxLagMs && (minLsn === null || r.replayed >= minLsn),
    );
    if (!fit.length) return this.primary;
    this.next = (this.next + 1) % fit.length;
    return fit[this.next]!.db;
  }

  /**
   * Runs a read for `userId` on the database `pick` chooses, after the user's last write. A replica that fails it as
   * `unavailable` (gone, shutting down) is marked down and the read runs again on the primary: the caller sees no
   * error. A streamed answer's query runs after `read` returns: its failure midway is not retried.
   */
  async read<T>(userId: string, run: (db: Database) => Promise<T>, unavailable: (error: unknown) => boolean) {
    if (!this.replicas.some((r) => r.up)) {
      void this.refresh();
      return run(this.primary);
    }
    const { rows } = await this.primary.pool.query<{ lsn: string }>("select lsn from write_marks where user_id = $1", [
      userId,
    ]);
    const db = this.pick(rows[0] ? parseLsn(rows[0].lsn) : null);
    if (db === this.primary) return run(db);
    try {
      return await run(db);
    } catch (error) {
      if (!unavailable(error)) throw error;
      this.markDown(db);
      return run(this.primary);
    }
  }

  /**
   * Notes that `userId` has just committed a write: their reads go to a replica only once it has replayed this
   * position. Kept on the primary, so that every instance sees it.
   */
  async wrote(userId: string) {
    await this.primary.pool.query(
      `insert into write_marks (user_id, lsn) values ($1, pg_current_wal_insert_lsn()::text)
       on conflict (user_id) do update set lsn = excluded.lsn`,
      [userId],
    );
  }

  /** A replica that failed a read is left out until a poll finds it answering again. */
  markDown(db: Database) {
    const replica = this.replicas.find((r) => r.db === db);
    if (replica) replica.up = false;
  }

  async close() {
    clearInterval(this.timer);
    await this.polling;
    await Promise.all(this.replicas.map((r) => r.db.close()));
  }
}
