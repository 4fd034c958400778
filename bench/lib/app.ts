import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { serverNodeFlags } from "../../scripts/lib/server-node-flags";

/** Every service started and not yet stopped, so a cleanup can stop one still starting. */
const live = new Set<() => Promise<void>>();

export async function stopAllServices(): Promise<void> {
  await Promise.all([...live].map((stop) => stop()));
}

export type AppProcess = { url: string; pid: number | undefined; stop: () => Promise<void> };

async function waitReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill("SIGTERM");
    });
}

/**
 * Starts a TypeScript script as a child with tsx's loader, as `npm start` starts the server, with `nodeFlags`
 * (output to `logFile`), and waits until `readyPath` answers.
 */
export async function startNodeService(
  script: string,
  port: number,
  env: NodeJS.ProcessEnv,
  logFile: string,
  readyPath = "/",
  readyTimeoutMs = 120_000,
  nodeFlags: string[] = [],
): Promise<AppProcess> {
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, [...nodeFlags, "--import", "tsx", script], {
    stdio: ["ignore", log, log],
    env: { ...env, PORT: String(port) },
  });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const stopChild = stopper(child);
  const stop = async () => {
    live.delete(stop);
    await stopChild();
  };
  live.add(stop);
  try {
    await waitReady(url + readyPath, child, readyTimeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${script}: ${error instanceof Error ? error.message : String(error)} (see ${logFile})`);
  }
  return { url, pid: child.pid, stop };
}

/** The built app (`scripts/serve.ts`, i.e. `next start` behind the GET-body shim), as `npm start` runs it. */
export function startApp(options: {
  port: number;
  databaseUrl: string;
  poolMax: number;
  logFile: string;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<AppProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    NODE_ENV: "production",
    DATABASE_URL: options.databaseUrl,
    DB_POOL_MAX: String(options.poolMax),
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
    NEXTAUTH_URL: `http://127.0.0.1:${options.port}`,
    APP_URL: `http://127.0.0.1:${options.port}`,
    DATA_DIR: options.dataDir,
    STORAGE: "local",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const ready = "/api/openapi.json";
  return startNodeService("scripts/serve.ts", options.port, env, options.logFile, ready, undefined, serverNodeFlags);
}
