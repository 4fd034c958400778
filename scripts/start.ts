import "./lib/load-env";
import type { ChildProcess } from "node:child_process";
import { authSecret } from "@/server/secret";
import { env } from "@/server/env";
import { pinnedNow } from "@/server/time/now";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/server/seed";
import { buildIfNeeded } from "./lib/build-if-needed";
import { prepareDatabase } from "./lib/prepare-database";
import { startChild, stopRunning } from "./lib/run";
import { serverNodeFlags } from "./lib/server-node-flags";
import { watchLauncher } from "./lib/watch-launcher";
import { watchServerCode } from "./lib/watch-server-code";

const dev = process.argv.includes("--dev");

/**
 * `npm start`: serve the embedded database when DATABASE_URL is unset, migrate, seed an empty
 * database, build when the sources changed, then run Next.js until it exits. It stops, the app
 * with it, on SIGINT and SIGTERM and when npm (or whatever started it) ends, kill -9 included.
 */
async function main() {
  const { PORT } = env();
  // Refused here, before the database or the build, with the NODE_ENV the app will run under.
  const pinned = pinnedNow({ ...process.env, NODE_ENV: dev ? "development" : "production" });
  if (pinned) console.log(`Test clock: the app's "now" starts at ${pinned.toISOString()} (APP_NOW)`);
  let app: ChildProcess | undefined;
  let restarting = false;
  let stopping = false;
  // Ends the app, whose exit stops the database and this process; before the app, whatever runs.
  const stop = () => {
    restarting = false;
    if (stopping) return;
    stopping = true;
    // However the shutdown goes, nothing of `npm start` outlives it by more than a few seconds.
    setTimeout(() => process.exit(1), 3000).unref();
    if (app) return void app.kill("SIGTERM");
    // A stopped build rejects, which releases the build lock and ends main with an error.
    if (!stopRunning()) process.exit(1);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  watchLauncher("scripts/start.ts", stop);

  const database = await prepareDatabase(dev ? "npm run dev" : "npm start");
  const stopDatabase = async () => database.stop().catch(() => {});

  const childEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    DB_POOL_MAX: database.embedded ? "1" : (process.env.DB_POOL_MAX ?? "10"),
    AUTH_SECRET: authSecret(),
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? process.env.APP_URL ?? `http://localhost:${PORT}`,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  if (!dev) await buildIfNeeded(childEnv);

  const appEnv: NodeJS.ProcessEnv = { ...childEnv, PORT: String(PORT), NODE_ENV: dev ? "development" : "production" };
  const serve = () => startChild("scripts/serve.ts", dev ? ["--dev"] : [], appEnv, serverNodeFlags);
  app = serve();
  console.log(`\nApp: http://localhost:${PORT}\nDemo sign-ins (password "${DEMO_PASSWORD}"):`);
  for (const a of Object.values(DEMO_ACCOUNTS))
    console.log(`  ${a.email.padEnd(20)} ${a.firstName} ${a.lastName}, ${a.role.toLowerCase().replace("_", " ")}`);
  const onExit = async (code: number | null) => {
    if (restarting) {
      restarting = false;
      app = serve();
      app.once("exit", onExit);
      return;
    }
    await stopDatabase();
    process.exit(code ?? 0);
  };
  app.once("exit", onExit);
  // Next.js recompiles what it serves; the REST API is the server's own code, loaded once.
  if (dev) {
    watchServerCode(() => {
      console.log("Server code changed: restarting the server");
      restarting = true;
      app?.kill("SIGTERM");
    });
  }
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
