import path from "node:path";
import { defineConfig } from "vitest/config";
import { testClockSince, testNowIso } from "./tests/support/test-now";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  test: {
    include: ["src/**/*.test.ts", "tests/**/*.test.ts"],
    globalSetup: ["tests/global-setup.ts"],
    // A test fails when the REST server answered it outside the OpenAPI document (tests/support/contract).
    setupFiles: [
      "tests/support/worker-data-dir.ts",
      "tests/support/file-isolation.ts",
      "tests/support/contract/fail-on-violations.ts",
    ],
    isolate: false,
    // Files run at once, each worker on its own pair of databases (tests/global-setup.ts).
    maxWorkers: Number(process.env.TEST_WORKERS ?? 3),
    // Memory tests collect garbage before they measure, so that they read live memory only.
    execArgv: ["--expose-gc"],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    env: {
      DATA_DIR: path.resolve(import.meta.dirname, ".data/test"),
      AUTH_SECRET: "test-secret-test-secret-test-secret-0000",
      STORAGE: "local",
      // The app's "now" in the tests (src/server/time/now.ts): a fixed date, the one global setup seeds around.
      APP_NOW: testNowIso(),
      APP_NOW_SINCE: String(testClockSince()),
    },
  },
});
