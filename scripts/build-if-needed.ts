import { buildIfNeeded } from "./lib/build-if-needed";

/**
 * The app's production build when the sources changed: `npm test` runs it at the lowest priority beside vitest, on
 * the cycles vitest leaves idle, so that the e2e servers find it done.
 */
await buildIfNeeded(process.env);
