import http from "node:http";
import next from "next";
import { mergeGetBodyIntoQuery } from "@/server/http/get-body";

/**
 * The app's HTTP server: Next.js behind a thin node:http server, which only moves the JSON body
 * of the spec's body-on-GET routes into the query string (Next drops GET bodies).
 */
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const app = next({ dev, port });
await app.prepare();
const handle = app.getRequestHandler();
http
  .createServer(async (req, res) => {
    await mergeGetBodyIntoQuery(req);
    await handle(req, res);
  })
  .listen(port, () => console.log(`Ready on http://localhost:${port}`));
