import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { CompiledQuery } from "kysely";
import { inlineParams } from "@/server/db/inline-params";

/** Debian's psql: the newest server version's, else /usr/bin/psql. */
export function psqlBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, "bin", "psql")).find((file) => fs.existsSync(file));
  if (found) return found;
  if (fs.existsSync("/usr/bin/psql")) return "/usr/bin/psql";
  throw new Error("psql not found: apt-get install postgresql-client");
}

/** `COPY (query) TO STDOUT CSV` through psql; resolves with the bytes written when psql exits. */
export function psqlCopy(url: string, query: CompiledQuery): Promise<number> {
  const statement = `COPY (${inlineParams(query.sql, query.parameters).trim()}) TO STDOUT WITH (FORMAT csv, HEADER)`;
  return new Promise((resolve, reject) => {
    const child = spawn(psqlBin(), [url, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", statement], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let bytes = 0;
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (bytes += chunk.length));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(bytes) : reject(new Error(`psql exited with ${code}: ${stderr.trim()}`)),
    );
  });
}
