import { spawn } from "node:child_process";
import path from "node:path";

/** Applies the committed migrations with Prisma's own `migrate deploy` (see prisma.config.ts). */
export function migrate(url: string, options: { quiet?: boolean } = {}): Promise<void> {
  const cli = path.resolve("node_modules/prisma/build/index.js");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, "migrate", "deploy"], {
      env: { ...process.env, DATABASE_URL: url, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
      stdio: options.quiet ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`prisma migrate deploy failed (${code})\n${output}`))));
  });
}
