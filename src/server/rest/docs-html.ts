import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/** Redoc's self-contained bundle, served from our origin: no CDN, as the app must work on a closed network. */
export const redocScriptPath = "/api/docs/redoc.standalone.js";
let redocScript: Promise<string> | undefined;
const readRedoc = () =>
  (redocScript ??= readFile(createRequire(import.meta.url).resolve("redoc/bundles/redoc.standalone.js"), "utf8"));

/**
 * Only this page's nonce runs scripts. Redoc writes its styles at run time (styled-components) and runs its search
 * index in a worker from a blob: URL, hence those two allowances; it reads the document from our origin.
 */
const docsPolicy = (nonce: string) =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "worker-src 'self' blob:",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");

const options = {
  hideDownloadButton: false,
  expandResponses: "200,201",
  jsonSampleExpandLevel: 3,
  sortPropsAlphabetically: false,
  theme: { colors: { primary: { main: "#0f172a" } }, typography: { fontFamily: "system-ui, sans-serif" } },
};

/** The API reference for people: Redoc over /api/openapi.json, with navigation, search and samples. */
export function docsResponse(): Response {
  const nonce = randomBytes(16).toString("base64");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>API reference</title></head>
<body style="margin:0"><div id="redoc"></div>
<script nonce="${nonce}" src="${redocScriptPath}"></script>
<script nonce="${nonce}">
Redoc.init("/api/openapi.json", ${JSON.stringify(options)}, document.getElementById("redoc"));
</script>
</body></html>`;
  return new Response(html, {
    headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": docsPolicy(nonce) },
  });
}

/** The bundle, cached for a day: it changes only with the package. */
export async function redocScriptResponse(): Promise<Response> {
  return new Response(await readRedoc(), {
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
