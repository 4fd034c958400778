import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readImports } from "../../tests/support/architecture/import-graph";
import {
  featureCycles,
  layerViolations,
  libAndI18nViolations,
  type Layout,
} from "../../tests/support/architecture/layer-rules";

// The rules are written down in docs/architecture.md, "Folders and dependencies".
const srcDir = path.resolve(import.meta.dirname, "..");
const layout: Layout = {
  /** Bottom first: each imports only those before it. */
  base: [
    ...["env.ts", "secret.ts", "db", "errors", "time", "xlsx", "http", "storage", "auth", "app-deps.ts", "scope"],
    ...["context.ts", "session-user.ts", "rest", "operations"],
  ],
  roots: ["api", "trpc"],
};
/** next-intl's request config: it runs on the server, for every page. */
const i18nServerFiles = ["i18n/request.ts"];

describe("src/server, src/lib and src/i18n dependencies", () => {
  const imports = readImports(srcDir, ["server", "lib", "i18n"]);

  it("reads the imports it judges", () => {
    // A parser that saw nothing would pass every rule.
    const edge = (file: string, target: string, typeOnly = false) =>
      expect.objectContaining({ file, target: expect.stringContaining(target), typeOnly });
    expect(imports).toContainEqual(edge("server/api/operations.ts", "server/performance/"));
    expect(imports).toContainEqual(edge("server/auth/options.ts", "server/db/index.ts"));
    expect(imports).toContainEqual(edge("lib/trpc/client.tsx", "server/trpc/app-router.ts", true));
    expect(imports).toContainEqual(edge("i18n/request.ts", "server/time/user-time-zone.ts"));
    for (const name of [...layout.base, ...layout.roots])
      expect(fs.existsSync(path.join(srcDir, "server", name)), name).toBe(true);
  });

  it("keeps the base in its order, features above it and the roots on top", () => {
    expect(layerViolations(imports, layout)).toEqual([]);
  });

  it("has no import cycle between feature folders", () => {
    expect(featureCycles(imports, layout)).toEqual([]);
  });

  it("keeps src/lib and src/i18n loadable by the browser", () => {
    expect(libAndI18nViolations(imports, layout, i18nServerFiles)).toEqual([]);
  });
});
