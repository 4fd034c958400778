import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readImports, type Import } from "./import-graph";
import { featureCycles, layerViolations, libAndI18nViolations, type Layout } from "./layer-rules";

// A planted graph, so that each rule src/server/architecture.test.ts runs on the code is seen to fail.
const layout: Layout = { base: ["env.ts", "db", "auth", "scope"], roots: ["api"] };
const edge = (file: string, target: string, typeOnly = false): Import => ({
  file,
  specifier: target.startsWith("server/") ? `@/${target.replace(/(\/index)?\.tsx?$/, "")}` : target,
  target: /^(server|lib|i18n)\//.test(target) ? target : null,
  typeOnly,
});
const sound = [
  edge("server/db/client.ts", "server/env.ts"),
  edge("server/auth/user.ts", "server/db/client.ts"),
  edge("server/scope/scope.ts", "server/auth/user.ts", true),
  edge("server/exams/service.ts", "server/scope/scope.ts"),
  edge("server/exams/service.ts", "server/questions/read.ts"),
  edge("server/api/routes.ts", "server/exams/service.ts"),
  edge("lib/trpc/client.tsx", "server/api/router.ts", true),
  edge("lib/text/clip.ts", "zod"),
  edge("i18n/request.ts", "server/auth/user.ts"),
  edge("i18n/request.ts", "next/headers"),
];
const rules = (imports: Import[]) => [
  ...layerViolations(imports, layout),
  ...featureCycles(imports, layout),
  ...libAndI18nViolations(imports, layout, ["i18n/request.ts"]),
];

describe("the dependency rules on a planted graph", () => {
  it("pass a graph that keeps them", () => {
    expect(rules(sound)).toEqual([]);
  });

  it("refuse a base module importing one above it, which a loop between two does", () => {
    const loop = edge("server/auth/user.ts", "server/scope/predicates.ts");
    expect(rules([...sound, loop])).toEqual([
      `server/auth/user.ts imports "@/server/scope/predicates": base "auth" lies below "scope"`,
    ]);
    expect(rules([...sound, edge("server/env.ts", "server/db/index.ts")])).toEqual([
      `server/env.ts imports "@/server/db": base "env.ts" lies below "db"`,
    ]);
  });

  it("refuse a base module importing a feature, and anything but a root importing a root", () => {
    expect(rules([...sound, edge("server/db/client.ts", "server/exams/service.ts")])).toEqual([
      `server/db/client.ts imports "@/server/exams/service": base "db" imports the feature "exams"`,
    ]);
    expect(rules([...sound, edge("server/exams/service.ts", "server/api/routes.ts")])).toEqual([
      `server/exams/service.ts imports "@/server/api/routes": only a composition root imports "api"`,
    ]);
  });

  it("refuse features that import each other", () => {
    const [cycle, ...others] = rules([...sound, edge("server/questions/read.ts", "server/exams/service.ts")]);
    expect(others).toEqual([]);
    expect(cycle).toMatch(/^exams -> questions -> exams\n/);
  });

  it("refuse server code in src/lib and in src/i18n but its request config, which may import the base", () => {
    expect(
      rules([
        ...sound,
        edge("lib/session-user.ts", "server/auth/user.ts"),
        edge("lib/files.ts", "node:fs"),
        edge("lib/query.ts", "pg"),
        edge("i18n/locales.ts", "server/db/index.ts"),
        edge("i18n/request.ts", "server/exams/service.ts"),
      ]),
    ).toEqual([
      `lib/session-user.ts imports "@/server/auth/user": src/lib is loaded by the browser`,
      `lib/files.ts imports "node:fs": src/lib is loaded by the browser`,
      `lib/query.ts imports "pg": src/lib is loaded by the browser`,
      `i18n/locales.ts imports "@/server/db": src/i18n is loaded by the browser`,
      `i18n/request.ts imports "@/server/exams/service": it may import only the base of src/server`,
    ]);
  });
});

describe("the import reader", () => {
  const srcDir = fs.mkdtempSync(path.join(os.tmpdir(), "import-graph-"));
  afterAll(() => fs.rmSync(srcDir, { recursive: true }));

  it("reads value, type-only, re-exported, multi-line and dynamic imports, and resolves them to files", () => {
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(srcDir, file)), { recursive: true });
      fs.writeFileSync(path.join(srcDir, file), text);
    };
    write("server/db/index.ts", "export const db = 1;\n");
    write("server/auth/user.ts", "export type User = { id: string };\n");
    write("server/auth/user.test.ts", 'import { db } from "@/server/db";\n');
    write(
      "server/scope/scope.ts",
      [
        'import type { User } from "@/server/auth/user";',
        "import {\n  db,\n} from '../db';",
        'export { db as again } from "@/server/db";',
        'const later = () => import("./later");',
        'const text = "import is a word";',
      ].join("\n"),
    );
    write("server/scope/later.ts", "export {};\n");
    const imports = readImports(srcDir, ["server"]);
    const scope = (specifier: string, target: string | null, typeOnly: boolean) =>
      ({ file: "server/scope/scope.ts", specifier, target, typeOnly }) satisfies Import;
    expect(imports).toEqual([
      scope("@/server/auth/user", "server/auth/user.ts", true),
      scope("../db", "server/db/index.ts", false),
      scope("@/server/db", "server/db/index.ts", false),
      scope("./later", "server/scope/later.ts", false),
    ]);
  });
});
