import { spawn } from "node:child_process";

export type Phase = {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Output kept back and shown only if the phase fails: phases that run side by side would interleave. */
  quiet?: boolean;
};

/** `stopped`: ended by `stop`, because another phase failed. */
export type PhaseResult = { name: string; ok: boolean; stopped: boolean; seconds: number };

/** Runs one phase of `npm test` and reports how it ended and how long it took; `stop` ends it early (SIGTERM). */
export function runPhase(phase: Phase, stop?: AbortSignal): Promise<PhaseResult> {
  const started = Date.now();
  console.log(`\n── ${phase.name}`);
  const child = spawn(phase.command, phase.args, {
    stdio: phase.quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...phase.env },
  });
  stop?.addEventListener("abort", () => child.kill("SIGTERM"), { once: true });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    const end = (ok: boolean) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const stopped = !ok && stop?.aborted === true;
      if (!ok && !stopped && phase.quiet) process.stdout.write(Buffer.concat(output));
      console.log(`── ${phase.name}: ${ok ? "passed" : stopped ? "stopped" : "FAILED"} in ${seconds} s`);
      resolve({ name: phase.name, ok, stopped, seconds });
    };
    child.once("error", () => end(false));
    child.once("exit", (code) => end(code === 0));
  });
}
