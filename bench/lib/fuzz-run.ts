import { spawn } from "node:child_process";

/**
 * The long run of the REST fuzzer (bench/fuzz.ts, its own PostgreSQL) as a child process: its
 * per-route lines become a RESULTS.md section; a failing route fails the bench.
 */
export async function runFuzz(
  runs: number,
  log: (msg: string) => void,
): Promise<{ markdown: string; failed: boolean }> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "bench/fuzz.ts", "--runs", String(runs)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: string[] = [];
  child.stdout.setEncoding("utf8");
  let rest = "";
  child.stdout.on("data", (chunk: string) => {
    const parts = (rest + chunk).split("\n");
    rest = parts.pop() ?? "";
    for (const line of parts) {
      lines.push(line);
      log(`fuzz: ${line}`);
    }
  });
  const code = await new Promise<number>((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
  const routes = lines.filter((l) => /\b(ok|FAIL) /.test(l)).map((l) => `- ${l.replace(/^.*?\b(ok|FAIL) +/, "$1 ")}`);
  const summary = lines.find((l) => /routes and procedures passed/.test(l)) ?? "no summary (the fuzzer stopped early)";
  const markdown = [
    "## Fuzzing (bad input on every REST route)",
    "",
    `\`bench/fuzz.ts --runs ${runs}\`: ${runs} generated and broken requests per route on its own PostgreSQL, each answered in JSON with an allowed status and the database unchanged by every refusal (tests/rest/fuzz.integration.test.ts runs 200 per route in \`npm test\`). ${summary.replace(/^.*?\] /, "")} in ${((performance.now() - started) / 1000).toFixed(0)} s. Statuses per route:`,
    "",
    ...routes,
    "",
  ].join("\n");
  return { markdown, failed: code !== 0 };
}
