import { describe, expect, it, vi } from "vitest";

/** A fresh copy of the module, as Next.js's bundle of tRPC has beside the REST server's. */
async function moduleCopy() {
  vi.resetModules();
  return import("./heavy-slots");
}

describe("heavy-request slots", () => {
  it("counts one user's slots once per process, however many copies of the module are loaded", async () => {
    const rest = await moduleCopy();
    const trpc = await moduleCopy();
    expect(rest.takeHeavySlot).not.toBe(trpc.takeHeavySlot);
    const held = [rest.takeHeavySlot("user-a", 3), trpc.takeHeavySlot("user-a", 3), rest.takeHeavySlot("user-a", 3)];
    expect(() => trpc.takeHeavySlot("user-a", 3)).toThrow(/At most 3/);
    expect(() => rest.takeHeavySlot("user-a", 3)).toThrow(/At most 3/);
    trpc.takeHeavySlot("user-b", 3)();
    held[0]!();
    held[0]!();
    const again = trpc.takeHeavySlot("user-a", 3);
    expect(() => rest.takeHeavySlot("user-a", 3)).toThrow(/At most 3/);
    for (const release of [...held, again]) release();
    expect(() => rest.takeHeavySlot("user-a", 1)()).not.toThrow();
  });
});
