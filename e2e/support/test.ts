import { test as base } from "@playwright/test";
import { runningTestNow } from "../../tests/support/test-now";
import type { LaneServer } from "./lane-servers";

export * from "@playwright/test";

/**
 * Playwright's test with the browser on its lane's date (docs/testing.md): the worker takes the lane's APP_NOW
 * (playwright.config.ts), so the specs' own dates follow it, and every context's clock starts at the instant the
 * lane's server runs on and runs on from there, so the browser's "today" is the server's. Each worker talks to one
 * server of its lane, the one of its `parallelIndex`: two workers that run at once never have the same index, so no
 * two tests that run at once share a server's data. Every spec imports `test` from here.
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
  baseURL: async ({}, provide, testInfo) => {
    const servers = testInfo.project.metadata.servers as LaneServer[];
    await provide(`http://127.0.0.1:${servers[testInfo.parallelIndex % servers.length]!.port}`);
  },
  context: async ({ context }, provide) => {
    await context.clock.install({ time: runningTestNow() });
    await provide(context);
  },
});
