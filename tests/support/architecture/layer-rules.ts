import { builtinModules } from "node:module";
import type { Import } from "./import-graph";

/**
 * How src/server is ordered (docs/architecture.md, "Folders and dependencies"): `base` lists its base modules
 * bottom first, each a folder or a top-level file named with its extension; `roots` the composition roots.
 * Every other module of src/server is a feature.
 */
export type Layout = { base: readonly string[]; roots: readonly string[] };

const describe = (i: Import) => `${i.file} imports "${i.specifier}"`;

/** The module of src/server a path (relative to src) lies in: its folder, or the top-level file; null outside. */
export function serverModule(file: string | null): string | null {
  const parts = file?.split("/") ?? [];
  if (parts[0] !== "server" || parts.length < 2) return null;
  return parts.length === 2 && !parts[1]!.endsWith(".ts") ? `${parts[1]}.ts` : parts[1]!;
}

type ServerEdge = Import & { from: string; to: string };

function serverEdges(imports: Import[]): ServerEdge[] {
  return imports.flatMap((i) => {
    const from = serverModule(i.file);
    const to = serverModule(i.target);
    return from && to && from !== to ? [{ ...i, from, to }] : [];
  });
}

/**
 * A base module imports only base modules below it; a feature imports base modules and features, never a root;
 * a root imports anything.
 */
export function layerViolations(imports: Import[], layout: Layout): string[] {
  const rank = (module: string) => layout.base.indexOf(module);
  const isRoot = (module: string) => layout.roots.includes(module);
  return serverEdges(imports).flatMap((e) => {
    if (isRoot(e.from)) return [];
    if (isRoot(e.to)) return [`${describe(e)}: only a composition root imports "${e.to}"`];
    if (rank(e.from) < 0) return [];
    if (rank(e.to) < 0) return [`${describe(e)}: base "${e.from}" imports the feature "${e.to}"`];
    return rank(e.to) < rank(e.from) ? [] : [`${describe(e)}: base "${e.from}" lies below "${e.to}"`];
  });
}

/** A shortest path of edges from `start` back to itself, if there is one. */
function cycleThrough(start: string, edges: ServerEdge[]): ServerEdge[] | null {
  const reachedBy = new Map<string, ServerEdge>();
  const queue = [start];
  while (queue.length) {
    const at = queue.shift()!;
    for (const edge of edges.filter((e) => e.from === at)) {
      if (edge.to === start) {
        const cycle = [edge];
        for (let step = reachedBy.get(at); step; step = reachedBy.get(step.from)) cycle.unshift(step);
        return cycle;
      }
      if (!reachedBy.has(edge.to)) {
        reachedBy.set(edge.to, edge);
        queue.push(edge.to);
      }
    }
  }
  return null;
}

/** One cycle per set of features that import each other, described with the files that close it. */
export function featureCycles(imports: Import[], layout: Layout): string[] {
  const isFeature = (module: string) => !layout.base.includes(module) && !layout.roots.includes(module);
  const edges = serverEdges(imports).filter((e) => isFeature(e.from) && isFeature(e.to));
  const seen = new Set<string>();
  const cycles: string[] = [];
  for (const feature of new Set(edges.map((e) => e.from))) {
    if (seen.has(feature)) continue;
    const cycle = cycleThrough(feature, edges);
    if (!cycle) continue;
    cycle.forEach((edge) => seen.add(edge.from));
    const route = [...cycle.map((e) => e.from), feature].join(" -> ");
    cycles.push(`${route}\n${cycle.map((e) => `  ${describe(e)}`).join("\n")}`);
  }
  return cycles;
}

// Packages that run on the server only: Node's own modules, the database and storage clients, Next.js's request.
const serverPackages = ["server-only", "pg", "pg-copy-streams", "pg-cursor", "kysely", "busboy", "exceljs"];
const serverPrefixes = ["@prisma/", "@electric-sql/", "@aws-sdk/", "@trpc/server"];
const serverEntries = ["next/headers", "next/server", "next-auth", "next-intl/server", "@/generated/prisma/client"];

const isServerPackage = (specifier: string) =>
  specifier.startsWith("node:") ||
  builtinModules.includes(specifier) ||
  serverPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`)) ||
  serverPrefixes.some((prefix) => specifier.startsWith(prefix)) ||
  serverEntries.includes(specifier);

/**
 * What the browser may load: no code of src/server and no server-only package. A type-only import is erased,
 * so src/lib's tRPC client may name the router's type.
 */
function browserViolations(imports: Import[]): string[] {
  return imports
    .filter((i) => !i.typeOnly && (i.target?.startsWith("server/") || isServerPackage(i.specifier)))
    .map((i) => `${describe(i)}: src/${i.file.split("/")[0]} is loaded by the browser`);
}

/**
 * src/lib is browser-safe. src/i18n too, but for its `serverFiles` (next-intl's request config), which run on the
 * server and may import src/server's base only.
 */
export function libAndI18nViolations(imports: Import[], layout: Layout, serverFiles: readonly string[]): string[] {
  const inFolder = (folder: string) => (i: Import) => i.file.startsWith(`${folder}/`);
  const server = imports.filter((i) => serverFiles.includes(i.file));
  const browser = imports.filter((i) => (inFolder("lib")(i) || inFolder("i18n")(i)) && !serverFiles.includes(i.file));
  const aboveBase = server
    .filter((i) => serverModule(i.target) && !layout.base.includes(serverModule(i.target)!))
    .map((i) => `${describe(i)}: it may import only the base of src/server`);
  return [...browserViolations(browser), ...aboveBase];
}
