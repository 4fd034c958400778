import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";

export type EmbeddedCopy = { url: string; stop: () => void };

function startCopy(tarball: string): Promise<EmbeddedCopy> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "tests/support/embedded-child.ts", tarball], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the embedded database copy exited with ${code}`)));
    readline.createInterface({ input: child.stdout! }).once("line", (url) => {
      // Closing its stdin stops it; so does this process's end, since the pipe closes with it.
      resolve({ url, stop: () => child.stdin!.end() });
    });
  });
}

/** Copies of a seeded PGlite database, one process each, from its tarball. */
export async function embeddedCopies(seeded: Blob, count: number): Promise<EmbeddedCopy[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-seed-"));
  const tarball = path.join(dir, "seeded.tar");
  fs.writeFileSync(tarball, Buffer.from(await seeded.arrayBuffer()));
  try {
    return await Promise.all(Array.from({ length: count }, () => startCopy(tarball)));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
