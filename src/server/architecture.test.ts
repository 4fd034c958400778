import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The rules are written down in docs/architecture.md, "Folders and dependencies".
const serverDir = path.resolve(import.meta.dirname);
/** Shared by every feature; they import no feature. Top-level files are named with their extension. */
const base = new Set([
  ...["db", "errors", "http", "scope", "auth", "storage", "time", "operations", "xlsx"],
  ...["env.ts", "app-deps.ts", "context.ts"],
]);
/** Composition roots: they import every feature; nothing under src/server but another root imports them. */
const roots = new Set(["api", "trpc"]);
const isFeature = (name: string) => !base.has(name) && !roots.has(name);

/** An import of one module by another: the importing file and what it names. */
type Edge = { from: string; to: string; file: string; specifier: string };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The folder (or top-level file) of src/server a path lies in; null outside src/server. */
function moduleOf(target: string): string | null {
  const relative = path.relative(serverDir, target);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const first = relative.split(path.sep)[0]!;
  if (fs.statSync(path.join(serverDir, first), { throwIfNoEntry: false })?.isDirectory()) return first;
  return first.endsWith(".ts") ? first : `${first}.ts`;
}

// Static imports and re-exports, `import type` included; no file uses dynamic imports across folders.
const specifiers = /\b(?:from|import)\s*["']([^"']+)["']/g;

function importEdges(): Edge[] {
  return sourceFiles(serverDir).flatMap((file) => {
    const from = moduleOf(file)!;
    const text = fs.readFileSync(file, "utf8");
    return [...text.matchAll(specifiers)].flatMap(([, specifier]) => {
      const target = specifier!.startsWith("@/server/")
        ? path.join(serverDir, specifier!.slice("@/server/".length))
        : specifier!.startsWith(".")
          ? path.resolve(path.dirname(file), specifier!)
          : null;
      const to = target && moduleOf(target);
      return to && to !== from ? [{ from, to, file: path.relative(serverDir, file), specifier: specifier! }] : [];
    });
  });
}

const describeEdge = (edge: Edge) => `${edge.file} imports "${edge.specifier}"`;

/** A shortest path of edges from `start` back to itself through `within`, if there is one. */
function cycleThrough(start: string, edges: Edge[], within: Set<string>): Edge[] | null {
  const reachedBy = new Map<string, Edge>();
  const queue = [start];
  while (queue.length) {
    const at = queue.shift()!;
    for (const edge of edges.filter((e) => e.from === at && within.has(e.to))) {
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
function featureCycles(edges: Edge[]): string[] {
  const featureEdges = edges.filter((e) => isFeature(e.from) && isFeature(e.to));
  const seen = new Set<string>();
  const cycles: string[] = [];
  for (const feature of new Set(featureEdges.map((e) => e.from))) {
    if (seen.has(feature)) continue;
    const cycle = cycleThrough(feature, featureEdges, new Set(featureEdges.map((e) => e.from)));
    if (!cycle) continue;
    cycle.forEach((edge) => seen.add(edge.from));
    const route = [...cycle.map((e) => e.from), feature].join(" -> ");
    cycles.push(`${route}\n${cycle.map((e) => `  ${describeEdge(e)}`).join("\n")}`);
  }
  return cycles;
}

describe("src/server folder dependencies", () => {
  const edges = importEdges();

  it("reads the imports it judges", () => {
    // A parser that saw nothing would pass every rule.
    expect(edges).toContainEqual(expect.objectContaining({ from: "api", to: "performance" }));
    expect(edges).toContainEqual(expect.objectContaining({ from: "auth", to: "app-deps.ts" }));
    for (const name of [...base, ...roots]) expect(fs.existsSync(path.join(serverDir, name)), name).toBe(true);
  });

  it("has no import cycle between feature folders", () => {
    expect(featureCycles(edges)).toEqual([]);
  });

  it("has no base folder importing a feature or a composition root", () => {
    const wrong = edges.filter((e) => base.has(e.from) && !base.has(e.to));
    expect(wrong.map(describeEdge)).toEqual([]);
  });

  it("has only composition roots import composition roots", () => {
    const wrong = edges.filter((e) => !roots.has(e.from) && roots.has(e.to));
    expect(wrong.map(describeEdge)).toEqual([]);
  });
});
