import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { startRestServer } from "../support/rest-server";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const clientDir = path.join(root, "tests/client");

let compiled: Promise<void> | undefined;

const blob = ts.factory.createTypeReferenceNode("Blob");

/**
 * The client's types from the document the server serves (bytes, `format: binary`, as a Blob: openapi-typescript's
 * documented transform, since it makes them strings by default), then the client compiled against them with
 * tsc --strict: a route whose declaration no longer fits what the client sends or reads fails here.
 * Once per run: both databases serve the same document.
 */
function compileClient(baseUrl: string) {
  compiled ??= (async () => {
    const types = astToString(
      await openapiTS(new URL("/api/openapi.json", baseUrl), {
        transform: (schema) => (schema.format === "binary" ? blob : undefined),
      }),
    );
    fs.mkdirSync(path.join(clientDir, "generated"), { recursive: true });
    fs.writeFileSync(path.join(clientDir, "generated/api.d.ts"), types);
    const tsc = path.join(root, "node_modules/.bin/tsc");
    await run(tsc, ["--strict", "--noEmit", "-p", path.join(clientDir, "tsconfig.json")], { cwd: root });
  })();
  return compiled;
}

describeEachDatabase("a client generated from the OpenAPI document (openapi-typescript, openapi-fetch)", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  beforeAll(async () => {
    server = await startRestServer(testDeps(database()));
  });
  afterAll(() => server.close());

  const secretOf = async (email: string) =>
    (await bearer(database().prisma, email)).authorization!.replace(/^Bearer /, "");

  it("compiles with tsc --strict against the types generated from the live document", async () => {
    await expect(compileClient(server.url)).resolves.toBeUndefined();
  }, 180_000);

  it("runs a flow per area as a school admin, a teacher and a platform admin", async () => {
    const env = {
      ...process.env,
      API_URL: server.url,
      STAFF_TOKEN: await secretOf(demo.ana),
      TEACHER_TOKEN: await secretOf(demo.tiago),
      ADMIN_TOKEN: await secretOf(demo.admin),
    };
    const flows = run(process.execPath, ["--import", "tsx", path.join(clientDir, "run-flows.ts")], { cwd: root, env });
    await expect(flows).resolves.toMatchObject({ stdout: "all flows passed\n" });
  }, 120_000);
});
