import type { openApiDocument } from "./openapi";

type Document = ReturnType<typeof openApiDocument>;
type Operation = {
  summary?: string;
  description?: string;
  parameters: { name: string; in: string; required: boolean; description?: string; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description?: string; content?: Record<string, unknown>; $ref?: string }>;
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

function renderOperation(method: string, path: string, op: Operation): string {
  const params = op.parameters.length
    ? `<table><tr><th>name</th><th>in</th><th>required</th><th>description</th></tr>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? "yes" : "no"}</td><td>${escape(p.description ?? "")}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const body = op.requestBody ? `<h4>Body</h4>${json(op.requestBody.content["application/json"]?.schema)}` : "";
  const responses = Object.entries(op.responses)
    .map(
      ([code, r]) =>
        `<li><b>${code}</b> ${escape(r.description ?? r.$ref?.replace("#/components/responses/E", "error ") ?? "")}${r.content ? ` — ${Object.keys(r.content).join(", ")}` : ""}</li>`,
    )
    .join("");
  const success = Object.values(op.responses).find((r) => r.content)?.content?.["application/json"] as
    { schema?: unknown } | undefined;
  return `<section id="${escape(method + path)}"><h3><span class="m">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3><p>${escape(op.summary ?? "")}</p>${op.description ? `<p>${escape(op.description)}</p>` : ""}${params}${body}<h4>Responses</h4><ul>${responses}</ul>${success?.schema ? `<details><summary>Response schema</summary>${json(success.schema)}</details>` : ""}</section>`;
}

/** A self-contained page for people (no CDN: the app must work on a closed network). */
export function docsHtml(doc: Document): string {
  const sections = Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => renderOperation(method, path, op as Operation)),
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(doc.info.title)}</title><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#0f172a}
section{border-top:1px solid #e2e8f0;padding:.5rem 0}.m{background:#0f172a;color:#fff;border-radius:4px;padding:0 .4rem;font-size:13px}
pre{background:#f1f5f9;padding:.75rem;overflow:auto;font-size:12px}table{border-collapse:collapse}td,th{border:1px solid #e2e8f0;padding:.2rem .5rem;text-align:left}
</style></head><body><h1>${escape(doc.info.title)}</h1><p>${escape(doc.info.description)}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}). Errors share one shape: <code>{"error":{"code","message","issues"}}</code>.</p>${sections}</body></html>`;
}
