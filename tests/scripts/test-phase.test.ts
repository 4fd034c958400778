import { describe, expect, it } from "vitest";
import { runPhase } from "../../scripts/lib/test-phase";

const node = (code: string) => ({ command: process.execPath, args: ["-e", code], quiet: true });

describe("a phase of npm test", () => {
  it("passes or fails by its exit code, and is not taken for stopped when it fails by itself", async () => {
    expect(await runPhase({ name: "ok", ...node("") })).toMatchObject({ ok: true, stopped: false });
    expect(await runPhase({ name: "bad", ...node("process.exit(3)") })).toMatchObject({ ok: false, stopped: false });
  });

  it("ends at once when stopped, marked stopped rather than failed", async () => {
    const stop = new AbortController();
    const running = runPhase({ name: "long", ...node("setTimeout(() => {}, 60_000)") }, stop.signal);
    setTimeout(() => stop.abort(), 200);
    // Not stopped, it would outlast the test's timeout.
    expect(await running).toMatchObject({ ok: false, stopped: true });
  });
});
