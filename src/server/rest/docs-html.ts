import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { portugueseLine } from "./docs-words";

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
  theme: {
    colors: { primary: { main: "#0f172a" } },
    // `wrap`: code samples break their lines (pre-wrap) instead of scrolling sideways, so no sample is a scrollable
    // region that a keyboard cannot reach (axe's scrollable-region-focusable), and a curl line reads whole on a phone.
    typography: { fontFamily: "system-ui, sans-serif", code: { wrap: true } },
  },
};

/**
 * What Redoc's theme cannot say, for this page only. A sample's long token (a URL, an id) breaks anywhere rather than
 * overflowing. The JSON samples' fold toggles are 15×15 px in Redoc's own style: they become 24×24 (WCAG 2.5.8, axe's
 * target-size) around the same centre, and every sample line is at least 24 px tall so that two toggles on
 * consecutive lines never overlap. `#redoc` outranks the generated class names that Redoc injects after this sheet.
 */
const docsCss = `
#redoc pre, #redoc .redoc-json { overflow-wrap: anywhere; }
#redoc .redoc-json li { min-height: 24px; }
#redoc .redoc-json .collapser { width: 24px; height: 24px; top: -1px; left: calc(-1.5em - 4.5px); }
`;

/**
 * Two fixes Redoc offers no option for, made again whenever it renders more (an operation reached, a response
 * opened, a search); nothing visible changes. Its headings skip levels (an operation's h2 is followed by h5
 * "Authorizations:", its h3 "Responses" by h5 "Response Schema"): a screen reader's outline has holes (axe's
 * heading-order), so every heading deeper than the one before it plus one gets that level (`aria-level`). Its menu
 * items carry an `aria-label` of their title alone, which leaves out the method shown beside it ("get"): a spoken
 * name without the visible words (WCAG 2.5.3, axe's label-content-name-mismatch), so the label goes and the item's
 * text names it.
 */
const afterRender = `{
const outline = () => {
  let previous = 0;
  for (const heading of document.querySelectorAll("#redoc :is(h1, h2, h3, h4, h5, h6)")) {
    const own = Number(heading.tagName[1]);
    const level = Math.min(own, previous + 1);
    if (level === own) heading.removeAttribute("aria-level");
    else heading.setAttribute("aria-level", String(level));
    previous = level;
  }
  for (const item of document.querySelectorAll("#redoc [data-item-id][aria-label], #redoc [role=menuitem][aria-label]"))
    item.removeAttribute("aria-label");
};
new MutationObserver(outline).observe(document.getElementById("redoc"), { childList: true, subtree: true });
}`;

type Operation = { tags?: string[]; description?: string };
type ApiDocument = { paths?: Record<string, Record<string, unknown>> };

/** The document as the page reads it: each operation's description ends with its Portuguese words (docs-words.ts). */
function searchable(document: ApiDocument): ApiDocument {
  const paths = Object.entries(document.paths ?? {}).map(([path, item]) => [
    path,
    Object.fromEntries(
      Object.entries(item).map(([method, value]) => {
        const operation = value as Operation;
        if (!operation?.tags) return [method, value];
        const line = portugueseLine(method, path, operation.tags);
        return [method, { ...operation, description: [operation.description, line].filter(Boolean).join("\n\n") }];
      }),
    ),
  ]);
  return { ...document, paths: Object.fromEntries(paths) };
}

// The document does not change while the server runs: nor does the page.
let page: { document: ApiDocument; json: string } | undefined;
const pageDocument = (document: ApiDocument) =>
  (page?.document === document ? page : (page = { document, json: JSON.stringify(searchable(document)) })).json;

/**
 * The API reference for people: Redoc over the document (with navigation, search and samples), given in the page,
 * where it carries the Portuguese words; its download button still gives /api/openapi.json as served.
 */
export function docsResponse(document: ApiDocument): Response {
  const nonce = randomBytes(16).toString("base64");
  // `<` escaped: the document's text cannot end the script element it sits in.
  const spec = pageDocument(document).replace(/</g, "\\u003c");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>API reference</title>
<style>${docsCss}</style></head>
<body style="margin:0"><main id="redoc"></main>
<script nonce="${nonce}" src="${redocScriptPath}"></script>
<script id="api-document" type="application/json">${spec}</script>
<script nonce="${nonce}">
Redoc.init(
  JSON.parse(document.getElementById("api-document").textContent),
  ${JSON.stringify({ ...options, downloadDefinitionUrl: "/api/openapi.json" })},
  document.getElementById("redoc"),
);
${afterRender}
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
