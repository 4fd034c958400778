import { execFileSync } from "node:child_process";
import { findPrerequisites, planPrerequisites } from "./lib/test-prerequisites";

/**
 * Run first by `npm test`: installs Chromium, PostgreSQL, LibreOffice Calc and nginx from Debian when missing, or says
 * how.
 */
const plan = planPrerequisites(findPrerequisites());
if (plan.action === "stop") {
  console.error(plan.message);
  process.exit(1);
}
if (plan.action === "install") {
  console.log(`Installing ${plan.packages.join(", ")} from Debian (needed by the tests)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install = ["install", "-y", "-qq", "--no-install-recommends", ...plan.packages];
  execFileSync("apt-get", install, { stdio: "inherit", env });
  const after = planPrerequisites({ ...findPrerequisites(), root: false });
  if (after.action !== "ready") {
    console.error(`Still missing after apt-get install. ${after.action === "stop" ? after.message : ""}`);
    process.exit(1);
  }
}
