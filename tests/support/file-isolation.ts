import { afterAll, vi } from "vitest";

// A setup file, after the worker's data dir is set. Test files share a worker's process (vitest.config.ts,
// `isolate: false`), so that the packages they import load once per worker; our own modules load again for each
// file, which keeps their state (the parsed environment, caches) the file's own. What a file stubs is restored
// when it ends.
vi.resetModules();
const environment = { ...process.env };
afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  const changed = Object.keys({ ...environment, ...process.env }).filter((k) => process.env[k] !== environment[k]);
  if (changed.length) throw new Error(`The file left process.env changed: ${changed.join(", ")}`);
});
