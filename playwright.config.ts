import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { e2eLanes } from "./scripts/lib/e2e-lanes";
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

/** Debian's Chromium: no browser is ever downloaded. Flags keep it off the (closed) network. */
export default defineConfig({
  testDir: "e2e",
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
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${lane.port}` },
    // The browser's clock and the specs' own dates start there too (e2e/support/test.ts).
    metadata: { appNow: lane.appNow },
  })),
  webServer: lanes.map((lane) => ({
    // Seeded with the demo data by `npm start` itself, as on a first start, around the lane's date: APP_NOW, which
    // a production start refuses unless APP_NOW_TEST=1 says it is a test server (docs/testing.md). The servers
    // share one build (scripts/lib/build-lock.ts).
    command: "tsx scripts/start.ts",
    env: {
      PORT: String(lane.port),
      DATA_DIR: lane.dataDir,
      APP_NOW: lane.appNow,
      APP_NOW_SINCE: String(testClockSince()),
      APP_NOW_TEST: "1",
    },
    url: `http://127.0.0.1:${lane.port}/sign-in`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
