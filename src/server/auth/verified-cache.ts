import type { Database } from "@/server/db/client";
import type { Listener } from "@/server/db/listener";
import type { AuthUser } from "./user";

/** The channel the database announces changes to users and tokens on (migration `auth_change_notify`). */
export const authChannel = "auth_changed";
/** Revocation, sign-out, blocking or a role change reaches every instance within this time. */
export const revocationWindowMs = 1_000;
const maxAgeMs = 5 * 60_000;
const maxEntries = 10_000;

type Entry = { user: AuthUser; lastUsedAt: number | null; readAt: number };

/** Taken before the database read whose answer may be cached. */
export type ReadTicket = { at: number; epoch: number };

/**
 * An instance's verified callers — bearer tokens by hash, sessions by user and version — so that a request needs no
 * statement to know who sent it. An entry serves while its own read is under `revocationWindowMs` old, or while
 * the listener has heard every change up to that long ago (then up to `maxAgeMs`). A change to a user or token
 * (the database notifies `auth_changed` with the user ids, or `*`) drops their entries; a read that began before
 * any change heard since is not stored, as it may predate it. After a write of this instance (`wrote`), an entry read
 * before it serves again only once the write's notifications have been heard.
 */
export class VerifiedCache {
  private readonly entries = new Map<string, Entry>();
  private epoch = 0;
  private lastWrite = -Infinity;
  private readonly listener: Listener | undefined;

  constructor(
    db: Database,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.listener = db.listen(authChannel, {
      message: (payload) => this.changed(payload),
      reset: () => this.clear(),
    });
  }

  begin(): ReadTicket {
    return { at: this.now(), epoch: this.epoch };
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    const heardUpTo = this.listener?.heardUpTo ?? -Infinity;
    // This instance's own writes count at once: the entry was read after them, or their notifications were heard.
    if (entry.readAt <= this.lastWrite && heardUpTo <= this.lastWrite) return undefined;
    const fresh = now - entry.readAt < revocationWindowMs;
    if (fresh || (heardUpTo > now - revocationWindowMs && now - entry.readAt < maxAgeMs)) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /** A write of this instance has committed: until its changes are heard, the entries read before it are not used. */
  wrote(): void {
    this.lastWrite = this.now();
    this.listener?.beatNow();
  }

  set(key: string, user: AuthUser, lastUsedAt: number | null, ticket: ReadTicket): void {
    if (ticket.epoch !== this.epoch) return;
    if (this.entries.size >= maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { user, lastUsedAt, readAt: ticket.at });
  }

  private changed(payload: string) {
    this.epoch++;
    if (payload === "*") return this.entries.clear();
    const ids = new Set(payload.split(","));
    for (const [key, entry] of this.entries) if (ids.has(entry.user.id)) this.entries.delete(key);
  }

  private clear() {
    this.epoch++;
    this.entries.clear();
  }
}

// On globalThis, as the database itself (db/index.ts): Next.js bundles each route apart, and sign-out (next-auth's
// route) must reach the cache the API routes read.
const caches = ((globalThis as { verifiedCaches?: WeakMap<Database, VerifiedCache> }).verifiedCaches ??= new WeakMap());

/** The cache of the instance that owns `db` (one primary connection pool per instance). */
export function verifiedCache(db: Database): VerifiedCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new VerifiedCache(db)));
  return cache;
}
