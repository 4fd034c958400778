import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import type { FullConfig } from "@playwright/test";

/** One server of a project of playwright.config.ts (its metadata's `servers`). */
export type LaneServer = { name: string; port: number; dataDir: string; appNow: string };

const startTimeoutMs = 300_000;

/** Whether something already listens on the port: a lane must never test another server than its own. */
const portTaken = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(!socket.destroy()));
    socket.once("error", () => resolve(false));
  });

function start(lane: LaneServer): ChildProcess {
  // Seeded with the demo data by `npm start`'s own script, as on a first start, around the lane's date: APP_NOW,
  // which a production start refuses unless APP_NOW_TEST=1 says it is a test server (docs/testing.md). The servers
  // share one build (scripts/lib/build-lock.ts); each stops when this process ends, however it ends.
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: {
      ...process.env,
      PORT: String(lane.port),
      DATA_DIR: lane.dataDir,
      APP_NOW: lane.appNow,
      APP_NOW_TEST: "1",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n").filter(Boolean)) process.stderr.write(`[${lane.name}] ${line}\n`);
  });
  return child;
}

async function ready(lane: LaneServer, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + startTimeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `The ${lane.name} lane's server ended before it was ready (${child.exitCode ?? child.signalCode})`,
      );
    const answered = await fetch(`http://127.0.0.1:${lane.port}/sign-in`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The ${lane.name} lane's server was not ready within ${startTimeoutMs / 1000} s`);
}

async function stop(children: ChildProcess[]): Promise<void> {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const ended = running.map((child) => new Promise((resolve) => child.once("exit", resolve)));
  for (const child of running) child.kill("SIGTERM");
  await Promise.all(ended);
}

/**
 * Playwright's global setup: every lane's server at once (docs/testing.md). Playwright's own web servers start one
 * after another, and each seeds its embedded database on one core: started together, the lanes share both cores.
 * Returns the teardown that stops them.
 */
export default async function startLaneServers(config: FullConfig): Promise<() => Promise<void>> {
  const lanes = config.projects.flatMap((project) => project.metadata.servers as LaneServer[]);
  const taken = [];
  for (const lane of lanes) if (await portTaken(lane.port)) taken.push(lane.port);
  if (taken.length) throw new Error(`Ports in use, set E2E_PORT to free ones: ${taken.join(", ")}`);
  const children = lanes.map(start);
  try {
    await Promise.all(lanes.map((lane, i) => ready(lane, children[i]!)));
  } catch (error) {
    await stop(children);
    throw error;
  }
  return async () => {
    await stop(children);
    for (const lane of lanes) fs.rmSync(lane.dataDir, { recursive: true, force: true });
  };
}
