import { buildIfNeeded } from "./lib/build-if-needed";
import { stopRunning } from "./lib/run";

/*
 * The app's production build when the sources changed: `npm test` runs it at the lowest priority beside vitest, on
 * the cycles vitest leaves idle, so that the e2e servers find it done. Stopped when vitest fails: the build goes
 * with it (its promise rejects and the lock is given back), or the wait for the lock ends.
 */
process.once("SIGTERM", () => {
  if (!stopRunning()) process.exit(143);
});
await buildIfNeeded(process.env);
