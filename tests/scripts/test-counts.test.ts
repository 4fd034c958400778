import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countPlaywright, countVitest } from "../../scripts/lib/test-counts";

const written = (value: unknown) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "counts-")), "report.json");
  fs.writeFileSync(file, JSON.stringify(value));
  return file;
};

describe("npm test's closing counts", () => {
  it("reads vitest's JSON report, skipped and todo together", () => {
    const file = written({ numPassedTests: 7, numFailedTests: 2, numPendingTests: 1, numTodoTests: 3 });
    expect(countVitest(file)).toEqual({ passed: 7, failed: 2, skipped: 4 });
  });

  it("reads Playwright's JSON report, a flaky test as failed", () => {
    const file = written({ stats: { expected: 70, unexpected: 1, flaky: 2, skipped: 5 } });
    expect(countPlaywright(file)).toEqual({ passed: 70, failed: 3, skipped: 5 });
  });

  it("counts nothing for a phase that never wrote its report", () => {
    expect(countVitest("/nonexistent/vitest.json")).toEqual({ passed: 0, failed: 0, skipped: 0 });
    expect(countPlaywright("/nonexistent/playwright.json")).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });
});
