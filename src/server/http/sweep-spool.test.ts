import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { sweepSpool } from "./sweep-spool";

it("removes the spool files of processes that are gone and keeps those of running ones", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sweep-test-"));
  const gone = spawnSync("true").pid;
  const names = [`${gone}-a.spool`, `${process.pid}-b.spool`, "1-c.spool", "notes.txt"];
  for (const name of names) fs.writeFileSync(path.join(dir, name), "x");
  await sweepSpool(dir);
  expect(fs.readdirSync(dir).sort()).toEqual([`${process.pid}-b.spool`, "1-c.spool", "notes.txt"].sort());
  fs.rmSync(dir, { recursive: true });
});

it("does nothing when there is no spool directory", async () => {
  await expect(sweepSpool(path.join(os.tmpdir(), "no-such-spool-dir"))).resolves.toBeUndefined();
});
