import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHandlerServer } from "../../../tests/support/handler-server";
import { sendWebResponse } from "@/server/http/node-bridge";
import { restRoutes } from "./rest-routes";

let server: Awaited<ReturnType<typeof startHandlerServer>>;
const nextSaw: string[] = [];
beforeAll(async () => {
  server = await startHandlerServer((req, res) => {
    nextSaw.push(`${req.method} ${req.url}`);
    return sendWebResponse(req, res, new Response("from Next.js"));
  });
});
afterAll(() => server.close());

const call = (method: string, path: string) => fetch(`${server.url}${path}`, { method });

/** Files under a folder, relative to it. */
const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => fs.statSync(path.join(dir, f)).isFile());

describe("the request handler", () => {
  it("answers every declared route itself (401 naming Bearer without credentials), HEAD on the GET ones", async () => {
    for (const route of restRoutes) {
      const url = route.path.replace(/\{\w+\}/g, "1");
      const answer = await call(route.method, url);
      expect([answer.status, answer.headers.get("www-authenticate")], `${route.method} ${route.path}`).toEqual([
        401,
        'Bearer realm="api"',
      ]);
      if (route.method === "GET") expect((await call("HEAD", url)).status, `HEAD ${route.path}`).toBe(401);
    }
    expect(nextSaw).toEqual([]);
  });

  it("leaves Next.js only next-auth and tRPC under src/app/api, no second implementation", () => {
    expect(filesUnder("src/app/api").sort()).toEqual(["auth/[...nextauth]/route.ts", "trpc/[trpc]/route.ts"]);
  });

  it("sends pages, tRPC and next-auth to Next.js", async () => {
    for (const url of ["/sign-in", "/api/trpc/me.get", "/api/auth/session"]) {
      expect(await (await call("GET", url)).text()).toBe("from Next.js");
    }
    expect(nextSaw.splice(0)).toEqual(["GET /sign-in", "GET /api/trpc/me.get", "GET /api/auth/session"]);
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    for (const url of ["/api/no-such-thing", "/api/me/extra", "/api/uploads/"]) {
      const answer = await call("GET", url);
      expect([answer.status, (await answer.json()).error.code], url).toEqual([404, "NOT_FOUND"]);
    }
    expect(nextSaw).toEqual([]);
  });

  it("answers a known path with a wrong method with a JSON 405 and its Allow header, OPTIONS with 204", async () => {
    const cases = [
      ["PUT", "/api/me", "GET, HEAD, OPTIONS"],
      ["DELETE", "/api/tokens", "GET, POST, HEAD, OPTIONS"],
      // Also the path of GET /api/bookings/{id}: its GET is listed once.
      ["DELETE", "/api/bookings/availability-blocks", "GET, POST, HEAD, OPTIONS"],
      ["GET", "/api/uploads", "POST, OPTIONS"],
      ["POST", "/api/uploads/disciplines/1/icon/a.png", "GET, HEAD, OPTIONS"],
      ["POST", "/api/openapi.json", "GET, HEAD, OPTIONS"],
    ];
    for (const [method, url, allow] of cases) {
      const answer = await call(method!, url!);
      const seen = [answer.status, answer.headers.get("allow"), (await answer.json()).error.code];
      expect(seen, `${method} ${url}`).toEqual([405, allow, "METHOD_NOT_ALLOWED"]);
    }
    const head = await call("HEAD", "/api/uploads");
    expect([head.status, head.headers.get("allow")]).toEqual([405, "POST, OPTIONS"]);
    const options = await call("OPTIONS", "/api/tokens");
    expect([options.status, options.headers.get("allow")]).toEqual([204, "GET, POST, HEAD, OPTIONS"]);
  });

  it("serves the OpenAPI document and its page", async () => {
    const document = await (await call("GET", "/api/openapi.json")).json();
    expect(Object.keys(document.paths)).toContain("/api/me");
    const page = await call("GET", "/api/docs");
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // Scripts run by this answer's nonce only: the served bundle and the line that starts it.
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(page.headers.get("content-security-policy") ?? "")?.[1];
    const html = await page.text();
    expect(html.match(/<script nonce="([^"]+)"/g)).toEqual([`<script nonce="${nonce}"`, `<script nonce="${nonce}"`]);
    expect(html).toContain('src="/api/docs/redoc.standalone.js"');
    // The document is in the page (data, not a script), each operation with its Portuguese words (docs-words.ts).
    const inPage = JSON.parse(/<script id="api-document" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(Object.keys(inPage.paths)).toEqual(Object.keys(document.paths));
    expect(inPage.paths["/api/me"].get.description).toMatch(/^<p lang="pt-BR">Em português: conta, usuário/);
    expect(html).toContain('"downloadDefinitionUrl":"/api/openapi.json"');
    const bundle = await call("GET", "/api/docs/redoc.standalone.js");
    expect([bundle.status, bundle.headers.get("content-type")]).toEqual([200, "text/javascript; charset=utf-8"]);
    expect((await bundle.text()).length).toBeGreaterThan(500_000);
    const head = await call("HEAD", "/api/openapi.json");
    expect([head.status, await head.text()]).toEqual([200, ""]);
  });

  it("answers an upload with no such file with a JSON 404", async () => {
    const answer = await call("GET", "/api/uploads/disciplines/1/icon/%E0.png");
    expect([answer.status, (await answer.json()).error.code]).toEqual([404, "NOT_FOUND"]);
  });
});
