import pg from "pg";

export type ListenerHandlers = {
  message: (payload: string) => void;
  /** The connection was (re)made or lost: notifications may have been missed, whatever was learnt is stale. */
  reset: () => void;
};

const beatMs = 250;
const reconnectMs = 1_000;
const now = () => performance.now();

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * LISTEN on a connection of its own (outside the pool, so no request waits for it), made again after a drop.
 * A heartbeat (`SELECT 1` every 250 ms) tells how current the notifications are: PostgreSQL delivers every
 * notification committed before a statement starts ahead of that statement's answer, so once a heartbeat sent at
 * time h has answered, every change committed before h has been heard (`heardUpTo`). A silent network drop shows
 * as heartbeats that stop answering, not as stale knowledge taken for current.
 */
export class Listener {
  private client: pg.Client | undefined;
  private beating = false;
  private beatAgain = false;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private heard = -Infinity;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: ListenerHandlers,
  ) {
    void this.connect();
  }

  /** The time (performance.now()) before which every notification has been heard; -Infinity while down. */
  get heardUpTo(): number {
    return this.client ? this.heard : -Infinity;
  }

  private async connect() {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.url,
      // Named, so that an operator can tell it in pg_stat_activity (a URL that names the application wins).
      application_name: `listen ${this.channel}`,
      keepAlive: true,
      query_timeout: 5_000,
    });
    this.client = client;
    client.on("error", () => this.drop(client));
    client.on("end", () => this.drop(client));
    client.on("notification", (n) => {
      if (n.channel === this.channel) this.handlers.message(n.payload ?? "");
    });
    try {
      await client.connect();
      const sent = now();
      await client.query(`LISTEN ${quoteIdent(this.channel)}`);
      if (this.client !== client) return;
      this.handlers.reset();
      this.heard = sent;
      this.timer = setInterval(() => void this.beat(client), beatMs);
      this.timer.unref();
    } catch {
      this.drop(client);
    }
  }

  /** A heartbeat now (or right after the one under way), so that what was just committed is heard at once. */
  beatNow(): void {
    if (this.client) void this.beat(this.client);
  }

  private async beat(client: pg.Client) {
    if (this.client !== client) return;
    if (this.beating) {
      this.beatAgain = true;
      return;
    }
    this.beating = true;
    const sent = now();
    try {
      await client.query("SELECT 1");
      if (this.client === client) this.heard = sent;
    } catch {
      this.drop(client);
    } finally {
      this.beating = false;
    }
    if (this.beatAgain) {
      this.beatAgain = false;
      void this.beat(client);
    }
  }

  private drop(client: pg.Client) {
    if (this.client !== client) return;
    this.client = undefined;
    this.heard = -Infinity;
    clearInterval(this.timer);
    this.handlers.reset();
    client.end().catch(() => {});
    if (this.closed) return;
    this.retry = setTimeout(() => void this.connect(), reconnectMs);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    clearInterval(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}
