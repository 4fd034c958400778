import { spawn, type ChildProcess } from "node:child_process";

const running = new Set<ChildProcess>();

/** Runs a node_modules binary to completion, inheriting output. */
export function run(bin: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: "inherit", env });
    running.add(child);
    child.once("error", reject);
    child.once("exit", (code) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${bin} exited with ${code}`));
    });
  });
}

/**
 * Stops what `run` is running (a build), so that it does not outlive the process that started it;
 * false when nothing was running. Its promise then rejects.
 */
export function stopRunning(): boolean {
  for (const child of running) child.kill("SIGTERM");
  return running.size > 0;
}

/**
 * Runs a TypeScript script in a child process with an IPC channel to this one: the kernel closes
 * the channel when this process dies, even by kill -9, and the child exits on that (serve.ts).
 */
export function startChild(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  nodeFlags: string[] = [],
): ChildProcess {
  const stdio = ["inherit", "inherit", "inherit", "ipc"] as const;
  return spawn(process.execPath, [...nodeFlags, "--import", "tsx", script, ...args], { stdio: [...stdio], env });
}
