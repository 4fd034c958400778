import path from "node:path";

// A setup file: files that run at once keep their uploads and spooled answers apart, as their databases are.
// Test files share a worker's process: the worker's dir is set once.
const base = process.env.DATA_DIR ?? ".data/test";
const worker = `worker-${process.env.VITEST_POOL_ID ?? 1}`;
if (path.basename(base) !== worker) process.env.DATA_DIR = path.join(base, worker);
