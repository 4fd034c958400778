import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { testClockSince, testNowIso } from "./tests/support/test-now";

const port = Number(process.env.E2E_PORT ?? 3210);
// A fresh embedded database for every run, never shared with another run.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));

/** Debian's Chromium: no browser is ever downloaded. Flags keep it off the (closed) network. */
export default defineConfig({
  testDir: "e2e",
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: {
    // Seeded with the demo data by `npm start` itself, as on a first start, around the suite's date: APP_NOW, which
    // a production start refuses unless APP_NOW_TEST=1 says it is a test server (docs/testing.md). The browser's
    // clock starts at the same instant (e2e/support/test.ts).
    command: "tsx scripts/start.ts",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_NOW: testNowIso(),
      APP_NOW_SINCE: String(testClockSince()),
      APP_NOW_TEST: "1",
    },
    url: `http://127.0.0.1:${port}/sign-in`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
