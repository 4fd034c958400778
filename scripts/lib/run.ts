import { spawn, type ChildProcess } from "node:child_process";

/** Runs a node_modules binary to completion, inheriting output. */
export function run(bin: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: "inherit", env });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${bin} exited with ${code}`))));
  });
}

export function startChild(bin: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [bin, ...args], { stdio: "inherit", env });
}
