import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/pg-cluster";
import { prebuildScripts } from "../support/prebuilt-scripts";
import {
  canConnect,
  descendantsOf,
  freshDataDir,
  isRunning,
  listeningTcpPorts,
  runCommand,
  runScript,
  type Script,
} from "../support/processes";

/**
 * One process per data dir (docs/security.md, "The embedded database and its data dir"), with the
 * real processes: tests/support/data-dir-server.ts is `npm start` up to the app (the same
 * prepareDatabase) with the REST routes served over HTTP; the CLI is scripts/token.ts. Both are
 * started dozens of times, so they run as bundles built once (prebuilt-scripts.ts) rather than
 * through tsx; `npm start` and `npm run dev` keep their whole chain. The tests run in order on one
 * data dir, which the first one creates and seeds.
 */
describe("the embedded database's data dir", { timeout: 600_000 }, () => {
  const dataDir = freshDataDir();
  const started: Script[] = [];
  const track = (script: Script) => (started.push(script), script);
  const run = (file: string, args: string[] = [], env: Record<string, string> = {}) =>
    track(runScript(file, args, { DATA_DIR: dataDir, ...env }));
  const serverScript = "tests/support/data-dir-server.ts";
  const cliScript = "scripts/token.ts";
  let built: Awaited<ReturnType<typeof prebuildScripts>> | undefined;
  const runBuilt = (file: string, args: string[]) =>
    track(runCommand(process.execPath, [built!.path(file), ...args], { DATA_DIR: dataDir }));
  const server = (...args: string[]) => runBuilt(serverScript, args);
  const tokenCli = () => runBuilt(cliScript, ["ana@example.com"]);
  const ready = async (script: Script) => {
    return JSON.parse(await script.line(/"ready":true/)) as { restUrl: string; pid: number };
  };
  const stop = async (script: Script) => {
    script.child.kill("SIGTERM");
    expect(await script.exit).toBe(0);
  };
  const printedToken = (script: Script) =>
    script
      .output()
      .split("\n")
      .find((line) => /^lpa_\S+$/.test(line)) ?? "";
  const me = async (restUrl: string, token: string) => {
    return (await fetch(`${restUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status;
  };

  afterEach(() => {
    for (const script of started.splice(0)) if (script.child.exitCode === null) script.child.kill("SIGKILL");
  });
  beforeAll(async () => {
    built = await prebuildScripts([serverScript, cliScript]);
  });
  afterAll(() => {
    built?.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a CLI started while the server starts on a new data dir waits for it, then uses its database", async () => {
    const starting = server();
    await starting.line(/^Embedded PostgreSQL/);
    const cli = tokenCli();
    expect(await cli.exit, cli.output()).toBe(0);
    const waited = `Waiting for process ${starting.child.pid} (npm start) to finish starting with ${dataDir}`;
    expect(cli.output()).toContain(waited);
    const { restUrl } = await ready(starting);
    expect(await me(restUrl, printedToken(cli))).toBe(200);
    await stop(starting);
  });

  it("a second server on the data dir refuses to start and names the process that holds it", async () => {
    const first = server();
    const { pid, restUrl } = await ready(first);
    const second = server();
    await second.line(/is in use by another server/, 60_000);
    expect(await second.exit).toBe(1);
    expect(second.output()).toContain(`${dataDir} is in use by another server: process ${pid} (npm start)`);
    const cli = tokenCli();
    expect(await cli.exit).toBe(0);
    expect(await me(restUrl, printedToken(cli))).toBe(200);
    await stop(first);
  });

  it("serves the database on a Unix socket in the data dir only: no TCP port, no other user", async () => {
    const running = server();
    const { pid, restUrl } = await ready(running);
    expect(listeningTcpPorts(pid)).toEqual([Number(new URL(restUrl).port)]);
    const socket = path.join(dataDir, ".s.PGSQL.5432");
    expect(fs.statSync(socket).isSocket()).toBe(true);
    if (process.getuid?.() === 0) {
      const connect =
        `require("net").connect(${JSON.stringify(socket)})` +
        `.on("connect", () => process.exit(0)).on("error", (e) => (console.log(e.code), process.exit(3)))`;
      let answer = "";
      try {
        execFileSync("runuser", ["-u", "nobody", "--", process.execPath, "-e", connect], { encoding: "utf8" });
        answer = "connected";
      } catch (error) {
        answer = String((error as { stdout?: string }).stdout).trim();
      }
      expect(answer).toBe("EACCES");
    }
    await stop(running);
  });

  it("kill -9 of npm start leaves no app listening on its port, and the data dir free", async () => {
    const port = await freePort();
    const start = run("scripts/start.ts", ["--dev"], { PORT: String(port) });
    await start.line(/^Ready on http/, 240_000);
    expect(await canConnect(port)).toBe(true);
    start.child.kill("SIGKILL");
    await start.exit;
    const deadline = Date.now() + 15_000;
    while ((await canConnect(port)) && Date.now() < deadline) await sleep(200);
    expect(await canConnect(port)).toBe(false);
    const next = server();
    await ready(next);
    await stop(next);
  });

  const stopTitle =
    "kill -9 or SIGTERM of the npm process ends every process it started within 5 s; a restart succeeds";
  it(stopTitle, async () => {
    const port = await freePort();
    // `npm run dev` is `npm start`'s chain (npm, sh, tsx, scripts/start.ts, scripts/serve.ts) without the build.
    const npm = (env: Record<string, string> = {}) => {
      const script = runCommand("npm", ["run", "dev"], { DATA_DIR: dataDir, PORT: String(port), ...env });
      started.push(script);
      return script;
    };
    const gone = async (pids: number[]) => {
      for (let tries = 0; tries < 25 && pids.some(isRunning); tries++) await sleep(200);
      return pids.filter(isRunning);
    };
    for (const signal of ["SIGKILL", "SIGTERM"] as const) {
      const start = npm();
      await start.line(/^Ready on http/, 240_000);
      const chain = descendantsOf(start.child.pid!);
      expect(chain.length, start.output()).toBeGreaterThanOrEqual(3);
      start.child.kill(signal);
      await start.exit;
      expect(await gone(chain), `${signal}: still running after 5 s`).toEqual([]);
      expect(await canConnect(port)).toBe(false);
    }
    const again = npm();
    await again.line(/^Ready on http/, 240_000);
    const chain = descendantsOf(again.child.pid!);
    again.child.kill("SIGTERM");
    await again.exit;
    expect(await gone(chain)).toEqual([]);
  });

  it("5 times a server and a CLI started together: the database opens and keeps every token", async () => {
    const tokens: string[] = [];
    // Each of the five delays once: twice each cost CI 23 s more for the same orders (CI's 15 minutes were spent).
    for (let round = 0; round < 5; round++) {
      const starting = server("--open-only");
      // From at once to 0.6 s later: the CLI takes the lock first in some rounds, the server in others.
      await sleep((round % 5) * 150);
      const cli = tokenCli();
      expect(await cli.exit, cli.output()).toBe(0);
      const { restUrl } = await ready(starting);
      tokens.push(printedToken(cli));
      expect(await me(restUrl, tokens.at(-1) ?? ""), `round ${round}`).toBe(200);
      await stop(starting);
    }
    const last = server();
    const { restUrl } = await ready(last);
    for (const token of tokens) expect(await me(restUrl, token)).toBe(200);
    await stop(last);
  });

  it("keeps its files private: the dir 0700, nothing in it open to group or others", () => {
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    const open: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        if (fs.lstatSync(full).mode & 0o077) open.push(full);
      }
    };
    walk(dataDir);
    expect(open).toEqual([]);
  });
});
