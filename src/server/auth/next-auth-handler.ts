import NextAuth, { type NextAuthOptions } from "next-auth";
import { publicOrigin } from "@/server/http/public-origin";
import { pathWithinApp } from "./callback-url";

const callbackCookies = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

function parseCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (header ?? "").split(/;\s*/)) {
    const at = pair.indexOf("=");
    if (at <= 0) continue;
    try {
      cookies[pair.slice(0, at)] = decodeURIComponent(pair.slice(at + 1));
    } catch {
      cookies[pair.slice(0, at)] = pair.slice(at + 1);
    }
  }
  return cookies;
}

async function parseBody(request: Request): Promise<Record<string, string> | undefined> {
  if (request.method !== "POST") return undefined;
  const type = request.headers.get("content-type") ?? "";
  const text = await request.text();
  if (type.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(text));
  if (!type.includes("application/json")) return undefined;
  try {
    const json: unknown = JSON.parse(text);
    return json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a callbackUrl only as a path on the app: next-auth answered foreign or malformed ones with a 500. */
function keepWithinApp(values: Record<string, unknown> | undefined, names: string[], origin: string): void {
  if (!values) return;
  for (const name of names) {
    if (!(name in values)) continue;
    const path = pathWithinApp(values[name], origin);
    if (path === undefined) delete values[name];
    else values[name] = path;
  }
}

/**
 * next-auth's handler for a fetch Request, outside Next.js' request context (its App Router
 * adapter reads next/headers), so that tests run the same sign-in and sign-out as the app. Goes
 * through next-auth's documented (req, res) form; callbackUrls outside the app are dropped first.
 */
export async function runNextAuth(request: Request, action: string[], options: NextAuthOptions): Promise<Response> {
  const origin = publicOrigin(request);
  const query: Record<string, unknown> = Object.fromEntries(new URL(request.url).searchParams);
  const body = await parseBody(request);
  const cookies = parseCookies(request.headers.get("cookie"));
  keepWithinApp(query, ["callbackUrl"], origin);
  keepWithinApp(body, ["callbackUrl"], origin);
  keepWithinApp(cookies, callbackCookies, origin);

  let status = 200;
  let payload: string | null = null;
  const headers = new Headers();
  let setCookies: string[] = [];
  const res = {
    status: (code: number) => ((status = code), res),
    getHeader: (name: string) => (name.toLowerCase() === "set-cookie" ? setCookies : (headers.get(name) ?? undefined)),
    setHeader: (name: string, value: string | string[]) => {
      if (name.toLowerCase() === "set-cookie") setCookies = [value].flat();
      else headers.set(name, String(value));
      return res;
    },
    json: (value: unknown) => {
      headers.set("content-type", "application/json");
      payload = JSON.stringify(value);
    },
    send: (value: unknown) => {
      if (value === undefined || value === null) return;
      if (typeof value === "string") payload = value;
      else res.json(value);
    },
    end: () => {},
  };
  const headersIn = Object.fromEntries(request.headers);
  const req = { query: { ...query, nextauth: action }, body, cookies, headers: headersIn, method: request.method };
  await NextAuth(req as never, res as never, options);
  for (const cookie of setCookies) headers.append("set-cookie", cookie);
  return new Response(payload, { status, headers });
}
