import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tryLockDataDir } from "./data-dir-lock";

const freshDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
const server = { command: "npm start", server: true };
const cli = { command: "npm run token", server: false };

describe("the data dir lock", () => {
  it("is held once: a second attempt is told who holds it and whether it is ready, until it is released", async () => {
    const dir = freshDir();
    const first = await tryLockDataDir(dir, server);
    if (!("lock" in first)) throw new Error("not taken");
    const holder = { pid: process.pid, command: "npm start", server: true };
    expect(await tryLockDataDir(dir, cli)).toEqual({ holder: { ...holder, ready: false } });
    first.lock.setReady();
    expect(await tryLockDataDir(dir, cli)).toEqual({ holder: { ...holder, ready: true } });
    await first.lock.release();
    const again = await tryLockDataDir(dir, cli);
    expect("lock" in again).toBe(true);
    if ("lock" in again) await again.lock.release();
  });

  it("is per directory, a copy included, and keeps its id private", async () => {
    const dir = freshDir();
    const first = await tryLockDataDir(dir, server);
    const copy = freshDir();
    fs.cpSync(dir, copy, { recursive: true });
    const other = await tryLockDataDir(copy, server);
    expect("lock" in first && "lock" in other).toBe(true);
    expect(fs.statSync(path.join(dir, "lock-id")).mode & 0o777).toBe(0o600);
    for (const attempt of [first, other]) if ("lock" in attempt) await attempt.lock.release();
  });

  it("is free at once when its holder is killed with SIGKILL", async () => {
    const dir = freshDir();
    const holder = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `
      const { tryLockDataDir } = await import(${JSON.stringify(path.resolve("src/server/db/data-dir-lock.ts"))});
      await tryLockDataDir(${JSON.stringify(dir)}, { command: "npm start", server: true });
      console.log("locked");
      setInterval(() => {}, 1000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise((resolve) => holder.stdout.once("data", resolve));
    expect(await tryLockDataDir(dir, cli)).toMatchObject({ holder: { pid: holder.pid } });
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    const after = await tryLockDataDir(dir, cli);
    expect("lock" in after).toBe(true);
    if ("lock" in after) await after.lock.release();
  }, 60_000);
});
