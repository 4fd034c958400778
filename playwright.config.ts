import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { e2eLanes } from "./scripts/lib/e2e-lanes";
import type { LaneServer } from "./e2e/support/lane-servers";
import { testClockSince, testNowIso } from "./tests/support/test-now";

const basePort = Number(process.env.E2E_PORT ?? 3210);
const specs = fs.readdirSync(path.join(import.meta.dirname, "e2e")).filter((file) => file.endsWith(".spec.ts"));
// Each lane is a server of its own with a fresh embedded database, its specs one after another (docs/testing.md).
const lanes = e2eLanes({
  appNow: testNowIso(),
  specs,
  laneCount: Number(process.env.E2E_LANES ?? 2),
  extraDates: (process.env.E2E_DATES ?? "").split(",").filter(Boolean),
}).map((lane, i) => ({ ...lane, port: basePort + i, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-")) }));

// Set once here, inherited by every process of the run: the servers' clocks and the browser's agree.
testClockSince();

/** Debian's Chromium: no browser is ever downloaded. Flags keep it off the (closed) network. */
export default defineConfig({
  testDir: "e2e",
  // Every lane's server, started at once and stopped at the end (e2e/support/lane-servers.ts).
  globalSetup: "./e2e/support/lane-servers.ts",
  // Two lanes at a time on a 2-core machine; within a lane one spec at a time (projects' workers: 1).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    locale: "pt-BR",
    // Another zone than the schools' (São Paulo): every date a page enters or shows must be the school's (docs/time.md).
    timezoneId: "UTC",
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  projects: lanes.map((lane) => ({
    name: lane.name,
    testMatch: lane.specs,
    grepInvert: lane.grepInvert,
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${lane.port}` },
    // The browser's clock and the specs' own dates start there too (e2e/support/test.ts).
    metadata: {
      appNow: lane.appNow,
      lane: { name: lane.name, port: lane.port, dataDir: lane.dataDir, appNow: lane.appNow } satisfies LaneServer,
    },
  })),
});
