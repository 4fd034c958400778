import { spawnSync } from "node:child_process";
import { DATE_FREE_TAG, planDateRuns } from "./lib/e2e-dates";

/**
 * `npm run test:e2e:dates [-- DATE… SPEC…]`: the date-sensitive e2e specs once per date, each on its own server
 * seeded around that date (APP_NOW, docs/testing.md), but their tests tagged date-free. Stops at the first date
 * that fails.
 */
const runs = planDateRuns(process.argv.slice(2));
for (const { appNow, specs } of runs) {
  console.log(`\n── e2e on ${appNow}: ${specs.join(" ")}`);
  const started = Date.now();
  const result = spawnSync("npx", ["playwright", "test", "--grep-invert", DATE_FREE_TAG, ...specs], {
    stdio: "inherit",
    env: { ...process.env, APP_NOW: appNow },
  });
  console.log(
    `── ${appNow}: ${result.status === 0 ? "passed" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
