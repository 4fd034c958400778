import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { apiDocument } from "@/server/api/api-document";

type Lint = { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };

it("passes Redocly's recommended rules with no error and no warning", { timeout: 60_000 }, async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "openapi-"));
  const file = path.join(dir, "openapi.json");
  await fs.writeFile(file, JSON.stringify(apiDocument()));
  // The CLI exits 1 on errors; its JSON report says which, so it is read either way.
  const { stdout } = await promisify(execFile)(
    path.resolve("node_modules/.bin/redocly"),
    ["lint", file, "--format=json", "--config=redocly.yaml"],
    { maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stdout: string }) => error);
  await fs.rm(dir, { recursive: true });
  const lint = JSON.parse(stdout) as Lint;
  expect(lint.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  expect(lint.totals).toMatchObject({ errors: 0, warnings: 0 });
});
