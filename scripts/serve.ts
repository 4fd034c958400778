import http from "node:http";
import next from "next";
import { appDeps } from "@/server/app-deps";
import { env } from "@/server/env";
import { httpLimits } from "@/server/http/http-limits";
import { createRequestHandler } from "@/server/api/request-handler";
import { sweepSpool } from "@/server/http/sweep-spool";

/**
 * The app's HTTP server: a thin node:http server in front of Next.js. createRequestHandler answers
 * the declared REST routes itself with answerRoute, which their Next.js route files run through
 * runRoute: Next's per-request work cost the REST API ~10× its throughput (bench/RESULTS.md).
 * Pages, tRPC, next-auth and uploads go to Next.js.
 */
// scripts/start.ts holds the embedded database; without it this server could only answer 503.
process.once("disconnect", () => process.exit(1));
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
await sweepSpool(httpLimits({}).spool.dir);
const app = next({ dev, port });
await app.prepare();
const handle = app.getRequestHandler();
const trustProxy = env().TRUST_PROXY === "1";
const handler = createRequestHandler({ deps: appDeps, fallback: handle, trustProxy, answerRest: !dev });
http.createServer(handler).listen(port, () => console.log(`Ready on http://localhost:${port}`));
