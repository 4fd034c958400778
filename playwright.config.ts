import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions, headlessShellPath } from "./scripts/lib/chromium";
import { e2eLanes } from "./scripts/lib/e2e-lanes";
import type { LaneServer } from "./e2e/support/lane-servers";
import { testClockSince, testNowIso } from "./tests/support/test-now";

const basePort = Number(process.env.E2E_PORT ?? 3210);
const workers = Number(process.env.E2E_WORKERS ?? 2);
// The suite's date: a server per worker, so that every worker has one to itself (docs/testing.md); E2E_LANES=1 serves
// it from one server and one worker at a time, E2E_LANES=0 leaves it out (the extra dates alone).
const suiteServers = process.env.E2E_LANES === undefined ? workers : Number(process.env.E2E_LANES);
if (suiteServers > 1 && suiteServers < workers) throw new Error("E2E_LANES: 0, 1, or at least E2E_WORKERS (default 2)");
let nextPort = basePort;
const lanes = e2eLanes({
  appNow: testNowIso(),
  suiteServers,
  extraDates: (process.env.E2E_DATES ?? "").split(",").filter(Boolean),
}).map((lane) => ({
  ...lane,
  servers: Array.from({ length: lane.servers }, (_, i) => ({
    name: lane.servers === 1 ? lane.name : `${lane.name}-${i + 1}`,
    port: nextPort++,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-")),
    appNow: lane.appNow,
  })) satisfies LaneServer[],
}));

// Set once here, inherited by every process of the run: the servers' clocks and the browser's agree.
testClockSince();

/** Every flow in Debian's Chromium headless shell, one in the full browser (scripts/lib/chromium.ts). */
export default defineConfig({
  testDir: "e2e",
  // Every lane's server, started at once and stopped at the end (e2e/support/lane-servers.ts).
  globalSetup: "./e2e/support/lane-servers.ts",
  // Two at a time on a 2-core machine; a spec file's tests one after another, on its worker's server.
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    locale: "pt-BR",
    // Another zone than the schools' (São Paulo): every date a page enters or shows must be the school's (docs/time.md).
    timezoneId: "UTC",
    trace: "off",
    launchOptions: chromiumLaunchOptions(headlessShellPath()),
  },
  projects: lanes.map((lane) => ({
    name: lane.name,
    testMatch: lane.specs,
    grepInvert: lane.grepInvert,
    // As many at once as the lane has servers: the worker's parallelIndex picks its own (e2e/support/test.ts).
    workers: lane.servers.length,
    // The browser's clock and the specs' own dates start at appNow too.
    metadata: { appNow: lane.appNow, servers: lane.servers },
  })),
});
