import fs from "node:fs";
import { startEmbedded } from "@/server/db/embedded";

/**
 * A PGlite copy in a process of its own (tests/global-setup.ts): each runs on one thread, so workers' databases
 * in one process would take turns. Loads the tarball named by its argument, prints its URL, stops with stdin.
 */
const tarball = process.argv[2]!;
const server = await startEmbedded(undefined, { from: new Blob([fs.readFileSync(tarball)]) });
console.log(server.url);
process.stdin.resume();
process.stdin.on("end", () => void server.stop().then(() => process.exit(0)));
