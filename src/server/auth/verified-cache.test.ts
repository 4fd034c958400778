import { describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import type { Listener, ListenerHandlers } from "@/server/db/listener";
import { revocationWindowMs, VerifiedCache } from "./verified-cache";
import type { AuthUser } from "./user";

const ana: AuthUser = { id: "a", email: "ana@example.com", name: "Ana", role: "SCHOOL_ADMIN" };
const bruno: AuthUser = { id: "b", email: "bruno@example.com", name: "Bruno", role: "TEACHER" };

/** A cache on a clock of its own, with a listener that has heard up to `heard` (none: the embedded database). */
function setup(withListener = true) {
  let now = 10_000;
  const channel = { heard: -Infinity, handlers: undefined as ListenerHandlers | undefined, beats: 0 };
  const listener = {
    get heardUpTo() {
      return channel.heard;
    },
    beatNow: () => channel.beats++,
  } as unknown as Listener;
  const db = {
    listen: (_: string, handlers: ListenerHandlers) => {
      channel.handlers = handlers;
      return withListener ? listener : undefined;
    },
  } as unknown as Database;
  const cache = new VerifiedCache(db, () => now);
  const store = (key: string, user: AuthUser) => cache.set(key, user, null, cache.begin());
  return { cache, channel, store, advance: (ms: number) => (now += ms), at: () => now };
}

describe("verified callers of an instance", () => {
  it("without a channel, serves an entry only within the revocation window of its read", () => {
    const { cache, store, advance } = setup(false);
    store("t1", ana);
    advance(revocationWindowMs - 1);
    expect(cache.get("t1")?.user).toBe(ana);
    advance(1);
    expect(cache.get("t1")).toBeUndefined();
  });

  it("while the channel has heard every change up to the window, serves an entry for minutes", () => {
    const { cache, channel, store, advance, at } = setup();
    store("t1", ana);
    advance(60_000);
    channel.heard = at() - revocationWindowMs + 1;
    expect(cache.get("t1")?.user).toBe(ana);
    // The heartbeats stopped answering (a silent drop): after the window, the entry is read again.
    channel.heard = at() - revocationWindowMs;
    expect(cache.get("t1")).toBeUndefined();
  });

  it("drops the entries of the users a change names, all of them for `*`, and everything on a reconnection", () => {
    const { cache, channel, store, at } = setup();
    channel.heard = at();
    store("t1", ana);
    store("t2", bruno);
    store("s1", ana);
    channel.handlers!.message("a,c");
    expect([cache.get("t1"), cache.get("s1"), cache.get("t2")?.user]).toEqual([undefined, undefined, bruno]);
    channel.handlers!.message("*");
    expect(cache.get("t2")).toBeUndefined();
    store("t2", bruno);
    channel.handlers!.reset();
    expect(cache.get("t2")).toBeUndefined();
  });

  it("does not keep a read that began before a change it heard meanwhile", () => {
    const { cache, channel, at } = setup();
    channel.heard = at();
    const ticket = cache.begin();
    channel.handlers!.message("b");
    cache.set("t1", ana, null, ticket);
    expect(cache.get("t1")).toBeUndefined();
    cache.set("t1", ana, null, cache.begin());
    expect(cache.get("t1")?.user).toBe(ana);
  });

  it("after a write of its own, serves an older entry only once the channel has heard past the write", () => {
    const { cache, channel, store, advance, at } = setup();
    channel.heard = at();
    store("t1", ana);
    advance(10);
    cache.wrote();
    expect(channel.beats).toBe(1);
    expect(cache.get("t1")).toBeUndefined();
    advance(1);
    channel.heard = at();
    expect(cache.get("t1")?.user).toBe(ana);
    // Without a channel, only a read after the write serves.
    const embedded = setup(false);
    embedded.store("t1", ana);
    embedded.advance(1);
    embedded.cache.wrote();
    expect(embedded.cache.get("t1")).toBeUndefined();
    embedded.advance(1);
    embedded.store("t1", ana);
    expect(embedded.cache.get("t1")?.user).toBe(ana);
  });
});
