import { spawn } from "node:child_process";
import path from "node:path";

/**
 * Runs the Prisma CLI against a database, asynchronously: the embedded server may live in this
 * very process, and a blocking call would starve it. Resolves with the CLI's standard output.
 */
export function runPrismaCli(args: string[], url: string, options: { quiet?: boolean } = {}): Promise<string> {
  const cli = path.resolve("node_modules/prisma/build/index.js");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: { ...process.env, DATABASE_URL: url, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
      stdio: ["ignore", "pipe", options.quiet ? "pipe" : "inherit"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk) => {
      stdout += chunk;
      if (!options.quiet) process.stdout.write(chunk);
    });
    child.stderr?.on("data", (chunk) => (stderr += chunk));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`prisma ${args[0]} ${args[1] ?? ""} failed (${code})\n${stderr}${stdout}`)),
    );
  });
}
