import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { countPlaywright, countVitest, type Counts } from "./lib/test-counts";
import { runPhase, type Phase } from "./lib/test-phase";

/**
 * `npm test`: the phases one after another (typecheck and lint side by side, then vitest and the e2e build), each
 * with its duration, then one line of passed/failed counts across vitest and Playwright. The first phase to fail
 * stops the one beside it and the run. The date-sensitive specs on the extra dates are `npm run test:e2e:dates`,
 * which CI runs after it (docs/testing.md).
 */
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "test-reports-"));
const vitestReport = path.join(reports, "vitest.json");
const playwrightReport = path.join(reports, "playwright.json");
const tsx = ["--import", "tsx"];
const bin = (name: string) => path.join("node_modules", ".bin", name);

const stages: Phase[][] = [
  [{ name: "prerequisites", command: process.execPath, args: [...tsx, "scripts/test-prerequisites.ts"] }],
  [
    { name: "typecheck", command: bin("tsc"), args: ["--noEmit"], quiet: true },
    { name: "lint", command: "npm", args: ["run", "-s", "lint"], quiet: true },
  ],
  [
    {
      name: "unit and integration",
      command: bin("vitest"),
      args: ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
    },
    // The e2e servers' build, on the cycles vitest leaves idle (its setup, its waits): the lowest priority.
    {
      name: "build for end to end",
      command: "nice",
      args: ["-n", "19", process.execPath, ...tsx, "scripts/build-if-needed.ts"],
      quiet: true,
      env: { NEXT_TYPECHECKED: "1" },
    },
  ],
  [
    {
      name: "end to end, on the suite's date",
      command: bin("playwright"),
      args: ["test", "--reporter=list,json"],
      // The typecheck phase has passed: a build still due skips Next's copy of it (next.config.mjs).
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport, NEXT_TYPECHECKED: "1" },
    },
  ],
];

async function main() {
  const started = Date.now();
  const timings: string[] = [];
  let failed: string | undefined;
  for (const stage of stages) {
    const stop = new AbortController();
    const results = await Promise.all(
      stage.map(async (phase) => {
        const result = await runPhase(phase, stop.signal);
        if (!result.ok && !result.stopped) {
          failed ??= result.name;
          stop.abort();
        }
        return result;
      }),
    );
    for (const { name, seconds, ok, stopped } of results)
      timings.push(`${name} ${seconds} s${ok ? "" : stopped ? " (stopped)" : " (failed)"}`);
    if (failed) break;
  }
  const counts: Counts[] = [countVitest(vitestReport), countPlaywright(playwrightReport)];
  const passed = counts.reduce((sum, c) => sum + c.passed, 0);
  const failedTests = counts.reduce((sum, c) => sum + c.failed, 0);
  const skipped = counts.reduce((sum, c) => sum + c.skipped, 0);
  console.log(`\nPhases: ${timings.join(", ")}; total ${Math.round((Date.now() - started) / 1000)} s`);
  if (failed) console.log(`Stopped: ${failed} failed`);
  console.log(`Tests: ${passed} passed, ${failedTests} failed${skipped ? `, ${skipped} skipped` : ""}`);
  fs.rmSync(reports, { recursive: true, force: true });
  process.exit(failed || failedTests ? 1 : 0);
}

void main();
