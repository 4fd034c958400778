import { test as base } from "@playwright/test";
import { runningTestNow } from "../../tests/support/test-now";

export * from "@playwright/test";

/**
 * Playwright's test with the browser on the suite's date (docs/testing.md): every context's clock starts where the
 * e2e server's is (APP_NOW and APP_NOW_SINCE, playwright.config.ts) and runs on from there, so the browser's
 * "today" is the server's. Every spec imports `test` from here.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.clock.install({ time: runningTestNow() });
    await provide(context);
  },
});
