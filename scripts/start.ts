import "./lib/load-env";
import { authSecret } from "@/server/auth/secret";
import { env } from "@/server/env";
import { pinnedNow } from "@/server/time/now";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/server/seed";
import { withBuildLock } from "./lib/build-lock";
import { needsBuild } from "./lib/needs-build";
import { prepareDatabase } from "./lib/prepare-database";
import { run, startChild } from "./lib/run";
import { watchServerCode } from "./lib/watch-server-code";

const nextBin = "node_modules/next/dist/bin/next";
const dev = process.argv.includes("--dev");

/**
 * `npm start`: serve the embedded database when DATABASE_URL is unset, migrate, seed an empty
 * database, build when the sources changed, then run Next.js until it exits.
 */
async function main() {
  const { PORT } = env();
  // Refused here, before the database or the build, with the NODE_ENV the app will run under.
  const pinned = pinnedNow({ ...process.env, NODE_ENV: dev ? "development" : "production" });
  if (pinned) console.log(`Test clock: the app's "now" starts at ${pinned.toISOString()} (APP_NOW)`);
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
  if (!dev) await withBuildLock(async () => needsBuild() && (await run(nextBin, ["build"], childEnv)));

  const appEnv: NodeJS.ProcessEnv = { ...childEnv, PORT: String(PORT), NODE_ENV: dev ? "development" : "production" };
  const serve = () => startChild("scripts/serve.ts", dev ? ["--dev"] : [], appEnv);
  let app = serve();
  console.log(`\nApp: http://localhost:${PORT}\nDemo sign-ins (password "${DEMO_PASSWORD}"):`);
  for (const a of Object.values(DEMO_ACCOUNTS))
    console.log(`  ${a.email.padEnd(20)} ${a.firstName} ${a.lastName}, ${a.role.toLowerCase().replace("_", " ")}`);
  let restarting = false;
  const shutdown = () => {
    restarting = false;
    app.kill("SIGTERM");
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
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
      app.kill("SIGTERM");
    });
  }
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
