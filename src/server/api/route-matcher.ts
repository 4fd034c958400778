import type { AnyRoute } from "@/server/rest/define-route";
import { restRoutes } from "./rest-routes";

type Matcher = { route: AnyRoute; pattern: RegExp; names: string[] };

function compile(route: AnyRoute): Matcher {
  const names: string[] = [];
  const source = route.path
    .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
    .replace(/\{(\w+)\}/g, (_, name: string) => (names.push(name), "([^/]+)"));
  return { route, pattern: new RegExp(`^${source}$`), names };
}

const segments = (path: string) => path.split("/").length;

// Static segments win over parameters, as in Next.js routing (/api/exams/users before /api/exams/{examId}).
// A parameter is one segment, so only routes of as many segments as the path can match it: they are tried alone.
const matchersBySegments = new Map<number, Matcher[]>();
for (const m of restRoutes.map(compile).sort((a, b) => a.names.length - b.names.length)) {
  const count = segments(m.route.path);
  matchersBySegments.set(count, [...(matchersBySegments.get(count) ?? []), m]);
}

/** No route: `allowed` holds the methods of the routes declared for the path, empty for an unknown path. */
export type RouteMatch = { route: AnyRoute; params: Record<string, string> } | { route: null; allowed: string[] };

/** The declared route for a path and method (HEAD: the GET route), with its path parameters decoded. */
export function matchRoute(pathname: string, method: string): RouteMatch {
  const candidates: { m: Matcher; match: RegExpExecArray }[] = [];
  for (const m of matchersBySegments.get(segments(pathname)) ?? []) {
    const match = m.pattern.exec(pathname);
    if (match) candidates.push({ m, match });
  }
  const wanted = method === "HEAD" ? "GET" : method;
  const hit = candidates.find((c) => c.m.route.method === wanted);
  // Once per method: a static path's GET and that of the parameter beside it (/api/bookings/{id}) are one.
  if (!hit) return { route: null, allowed: [...new Set(candidates.map((c) => c.m.route.method))] };
  try {
    return {
      route: hit.m.route,
      params: Object.fromEntries(hit.m.names.map((n, i) => [n, decodeURIComponent(hit.match[i + 1]!)])),
    };
  } catch {
    // Malformed percent-encoding: the path names nothing.
    return { route: null, allowed: [] };
  }
}
