import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export type SpoolOptions = {
  /** Directory of the spool files; created when first needed. */
  dir: string;
  /** Bytes held in memory before the rest goes to a file. */
  memoryBytes: number;
  /** The reader taking nothing for this long ends the spool (and its source). */
  idleMs: number;
};

const readBytes = 64 * 1024;

/**
 * Reads `source` at its own pace, whatever the pace of the returned stream's reader: the first
 * `memoryBytes` wait in memory, the rest in a file under `dir`. A stream of database rows thus
 * gives its connection back as soon as the database is done, not when a slow client is.
 * `onDone` runs once, when the spool ends for any reason (read to its end, cancelled, failed,
 * idle), by which time its file is removed and the source cancelled if it had more.
 */
export function spooled(
  source: ReadableStream<Uint8Array>,
  options: SpoolOptions,
  onDone: () => void = () => {},
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  const memory: Uint8Array[] = [];
  let memorySize = 0;
  let file: { handle: fs.FileHandle; path: string; written: number; read: number } | undefined;
  let sourceDone = false;
  let failure: unknown;
  let finished = false;
  let wake: (() => void) | undefined;
  let idle: NodeJS.Timeout | undefined;
  let opening: Promise<void> | undefined;
  let controller: ReadableStreamDefaultController<Uint8Array>;
  const notify = () => {
    wake?.();
    wake = undefined;
  };

  async function finish(): Promise<void> {
    if (finished) return;
    finished = true;
    clearTimeout(idle);
    notify();
    if (!sourceDone) await reader.cancel().catch(() => {});
    // A file being opened now is on disk before `file` names it: wait for it, so that it goes before onDone.
    await opening?.catch(() => {});
    if (file) {
      await file.handle.close().catch(() => {});
      await fs.rm(file.path, { force: true });
    }
    onDone();
  }

  async function openFile(): Promise<void> {
    await fs.mkdir(options.dir, { recursive: true });
    // The pid names the owner, so that files a killed process left behind can be told apart.
    const filePath = path.join(options.dir, `${process.pid}-${randomUUID()}.spool`);
    file = { handle: await fs.open(filePath, "w+", 0o600), path: filePath, written: 0, read: 0 };
  }

  async function store(chunk: Uint8Array): Promise<void> {
    if (!file && memorySize + chunk.byteLength <= options.memoryBytes) {
      memory.push(chunk);
      memorySize += chunk.byteLength;
      return;
    }
    if (!file) {
      opening ??= openFile();
      await opening;
    }
    if (finished || !file) return;
    await file.handle.write(chunk, 0, chunk.byteLength, file.written);
    file.written += chunk.byteLength;
  }

  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (finished) return;
        await store(value);
        notify();
      }
      sourceDone = true;
    } catch (error) {
      failure = error ?? new Error("The stream failed");
      await reader.cancel(error).catch(() => {});
      sourceDone = true;
    }
    notify();
  })();

  async function next(): Promise<Uint8Array | null> {
    for (;;) {
      const chunk = memory.shift();
      if (chunk) {
        memorySize -= chunk.byteLength;
        return chunk;
      }
      if (file && file.read < file.written) {
        const buffer = Buffer.allocUnsafe(Math.min(readBytes, file.written - file.read));
        const { bytesRead } = await file.handle.read(buffer, 0, buffer.byteLength, file.read);
        file.read += bytesRead;
        return buffer.subarray(0, bytesRead);
      }
      if (failure) throw failure;
      if (sourceDone || finished) return null;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  }

  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      async pull() {
        clearTimeout(idle);
        try {
          const chunk = await next();
          if (finished) return;
          if (!chunk) {
            await finish();
            controller.close();
            return;
          }
          controller.enqueue(chunk);
          idle = setTimeout(() => {
            void finish();
            controller.error(new Error("The client stopped reading"));
          }, options.idleMs).unref();
        } catch (error) {
          await finish();
          controller.error(error);
        }
      },
      cancel: finish,
    },
    { highWaterMark: 0 },
  );
}
