import fs from "node:fs";

export type Counts = { passed: number; failed: number; skipped: number };

const none: Counts = { passed: 0, failed: 0, skipped: 0 };

function readJson(file: string): unknown {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined;
}

/** Counts from vitest's JSON reporter (absent when the run never started). */
export function countVitest(file: string): Counts {
  const report = readJson(file) as
    { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number } | undefined;
  if (!report) return none;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Counts from Playwright's JSON reporter: flaky counts as failed, since retries are off. */
export function countPlaywright(file: string): Counts {
  const report = readJson(file) as
    { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | undefined;
  if (!report) return none;
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected, failed: unexpected + flaky, skipped };
}
