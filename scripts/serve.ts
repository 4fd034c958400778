import http from "node:http";
import next from "next";
import { env } from "@/server/env";
import { setClientIpHeader } from "@/server/http/client-ip";
import { mergeGetBodyIntoQuery } from "@/server/http/get-body";

/**
 * The app's HTTP server: Next.js behind a thin node:http server, which moves the JSON body of the
 * spec's body-on-GET routes into the query string (Next drops GET bodies) and tells the route
 * handlers the client's address (for rate limits), which they cannot read from the socket.
 */
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
    await handle(req, res);
  })
  .listen(port, () => console.log(`Ready on http://localhost:${port}`));
