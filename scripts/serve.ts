import http from "node:http";
import next from "next";
import { appDeps } from "@/server/app-deps";
import { env } from "@/server/env";
import { httpLimits } from "@/server/http/http-limits";
import { createRequestHandler } from "@/server/api/request-handler";
import { sweepSpool } from "@/server/http/sweep-spool";
import { pinnedNow } from "@/server/time/now";

/**
 * The app's HTTP server, for `npm start` and `npm run dev` alike: a thin node:http server in front
 * of Next.js. createRequestHandler answers the REST API and uploads itself (Next's per-request work
 * cost the REST API most of its throughput, bench/RESULTS.md); pages, tRPC and next-auth go to Next.js.
 * This process runs the server's code as tsx loaded it: under `npm run dev` Next.js recompiles
 * what it serves, and scripts/start.ts restarts this process when the server's code changes.
 */
// scripts/start.ts holds the embedded database; without it this server could only answer 503.
process.once("disconnect", () => process.exit(1));
const dev = process.argv.includes("--dev");
// A server started without scripts/start.ts is refused the test clock in production too (src/server/time/now.ts).
try {
  pinnedNow();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
await sweepSpool(httpLimits({}).spool.dir);
const app = next({ dev, port });
await app.prepare();
const handle = app.getRequestHandler();
const trustProxy = env().TRUST_PROXY === "1";
const handler = createRequestHandler({ deps: appDeps, fallback: handle, trustProxy });
http.createServer(handler).listen(port, () => console.log(`Ready on http://localhost:${port}`));
