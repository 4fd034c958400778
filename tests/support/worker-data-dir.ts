import path from "node:path";

// A setup file: files that run at once keep their uploads and spooled answers apart, as their databases are.
process.env.DATA_DIR = path.join(process.env.DATA_DIR ?? ".data/test", `worker-${process.env.VITEST_POOL_ID ?? 1}`);
