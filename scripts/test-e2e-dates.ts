import { spawnSync } from "node:child_process";
import { planDateRuns } from "./lib/e2e-dates";

/**
 * `npm run test:e2e:dates [-- DATE… SPEC…]`: the date-sensitive e2e specs on each date but their tests tagged
 * date-free, each date a lane with its own server seeded around it (APP_NOW, docs/testing.md), in one Playwright
 * run: every date's lane at once, none on the suite's date. CI runs it after `npm test`.
 */
const runs = planDateRuns(process.argv.slice(2));
const filters = runs[0]?.specs ?? [];
const dates = runs.map((run) => run.appNow);
console.log(`── e2e on ${dates.join(", ")}: ${filters.join(" ")}`);
const started = Date.now();
const result = spawnSync("npx", ["playwright", "test", ...filters], {
  stdio: "inherit",
  // A worker per date: with two, the third date's lane ran alone after the others, one core idle.
  env: { ...process.env, E2E_LANES: "0", E2E_DATES: dates.join(","), E2E_WORKERS: String(dates.length) },
});
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`── the extra dates: ${result.status === 0 ? "passed" : "FAILED"} in ${seconds} s`);
process.exit(result.status ?? 1);
