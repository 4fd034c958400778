/**
 * `npm start` without Next.js, for the data-dir tests: scripts/start.ts's database path
 * (prepareDatabase), then the REST routes over HTTP as scripts/serve.ts answers them. Prints one
 * JSON line with the REST address when ready; stops the database on SIGTERM. `--open-only`: takes
 * and opens the data dir as prepareDatabase does, without migrating (the data dir has been), so
 * that rounds of start-up races stay cheap.
 */
// Started dozens of times and gone within seconds: PostgreSQL's WebAssembly on the baseline compiler, as the CLI.
import "../../scripts/lib/baseline-wasm";
import { createDatabase } from "@/server/db/client";
import { resolveDatabase } from "@/server/db/resolve";
import { prepareDatabase } from "../../scripts/lib/prepare-database";
import { testDeps } from "./deps";
import { startRestServer } from "./rest-server";

const command = "npm start";
const openOnly = async () => {
  const database = await resolveDatabase({ command, server: true });
  database.ready();
  return database;
};
const database = process.argv.includes("--open-only") ? await openOnly() : await prepareDatabase(command);
const app = createDatabase(database.url, { max: 1 });
const rest = await startRestServer(testDeps(app));
// Before the line: a test may send SIGTERM the moment it reads it.
process.once("SIGTERM", async () => {
  await rest.close();
  await app.close();
  await database.stop();
  process.exit(0);
});
process.stdout.write(`${JSON.stringify({ ready: true, restUrl: rest.url, pid: process.pid })}\n`);
