import { test as base } from "@playwright/test";
import { runningTestNow } from "../../tests/support/test-now";

export * from "@playwright/test";

/**
 * Playwright's test with the browser on its lane's date (docs/testing.md): the worker takes the lane's APP_NOW
 * (playwright.config.ts), so the specs' own dates follow it, and every context's clock starts at the instant the
 * lane's server runs on and runs on from there, so the browser's "today" is the server's. Every spec imports `test`
 * from here.
 */
export const test = base.extend<object, { laneDate: void }>({
  laneDate: [
    async ({}, provide, workerInfo) => {
      const appNow = workerInfo.project.metadata.appNow as string | undefined;
      if (appNow) process.env.APP_NOW = appNow;
      await provide();
    },
    { scope: "worker", auto: true },
  ],
  context: async ({ context }, provide) => {
    await context.clock.install({ time: runningTestNow() });
    await provide(context);
  },
});
