import http from "node:http";
import next from "next";
import { appDeps } from "@/server/app-deps";
import { env } from "@/server/env";
import { apiSecurityHeaders } from "@/server/http/api-headers";
import { setClientIpHeader } from "@/server/http/client-ip";
import { mergeGetBodyIntoQuery } from "@/server/http/get-body";
import { sendAnswer, toWebRequest } from "@/server/http/node-bridge";
import { answerRoute } from "@/server/http/rest-handler";
import { matchRoute } from "@/server/http/route-matcher";

/**
 * The app's HTTP server: a thin node:http server in front of Next.js. It moves the JSON body of the
 * spec's body-on-GET routes into the query string (Next drops GET bodies), tells handlers the
 * client's address (for rate limits), and answers the declared REST routes itself with answerRoute,
 * which their Next.js route files run through runRoute: Next's per-request work cost the REST API
 * ~10× its throughput (bench/RESULTS.md). Pages, tRPC, next-auth and uploads go to Next.js.
 */
// scripts/start.ts holds the embedded database; without it this server could only answer 503.
process.once("disconnect", () => process.exit(1));
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const app = next({ dev, port });
await app.prepare();
const handle = app.getRequestHandler();
const trustProxy = env().TRUST_PROXY === "1";
http
  .createServer(async (req, res) => {
    setClientIpHeader(req, trustProxy);
    await mergeGetBodyIntoQuery(req);
    // In development Next.js recompiles changed code; this server would keep serving the old.
    const match = !dev && req.url?.startsWith("/api/") ? matchRoute(new URL(req.url, "http://internal").pathname, req.method ?? "GET") : null;
    if (!match?.route) return handle(req, res);
    const request = toWebRequest(req);
    await sendAnswer(req, res, await answerRoute(match.route, request, match.params, appDeps()), apiSecurityHeaders);
  })
  .listen(port, () => console.log(`Ready on http://localhost:${port}`));
