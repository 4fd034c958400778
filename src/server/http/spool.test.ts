import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { spooled } from "./spool";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "spool-test-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const chunk = (i: number) => new Uint8Array(10 * 1024).fill(i % 256);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A source of `count` chunks (endless without one) that records how far it was read and whether it was cancelled. */
function source(count = Infinity, failAfter = Infinity) {
  const state = { produced: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await sleep(0);
      if (state.produced >= failAfter) return controller.error(new Error("the query failed"));
      if (state.produced >= count) return controller.close();
      controller.enqueue(chunk(state.produced++));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of stream as unknown as AsyncIterable<Uint8Array>) parts.push(part);
  return Buffer.concat(parts);
}

it("reads its source to the end with no reader, past memory into a file, and gives every byte back", async () => {
  const { stream, state } = source(100);
  let done = 0;
  const spool = spooled(stream, { dir, memoryBytes: 16 * 1024, idleMs: 60_000 }, () => done++);
  for (let waited = 0; state.produced < 100 && waited < 5000; waited += 10) await sleep(10);
  expect(state.produced).toBe(100);
  expect(fs.readdirSync(dir)).toHaveLength(1);
  const bytes = await readAll(spool);
  expect(bytes.equals(Buffer.concat(Array.from({ length: 100 }, (_, i) => chunk(i))))).toBe(true);
  expect(fs.readdirSync(dir)).toEqual([]);
  expect(done).toBe(1);
});

it("removes its file and cancels an unfinished source when the reader cancels", async () => {
  const { stream, state } = source();
  let done = 0;
  const spool = spooled(stream, { dir, memoryBytes: 16 * 1024, idleMs: 60_000 }, () => done++);
  const reader = spool.getReader();
  await reader.read();
  for (let waited = 0; fs.readdirSync(dir).length === 0 && waited < 5000; waited += 10) await sleep(10);
  expect(fs.readdirSync(dir)).toHaveLength(1);
  await reader.cancel();
  expect(state.cancelled).toBe(true);
  expect(fs.readdirSync(dir)).toEqual([]);
  expect(done).toBe(1);
});

it("ends with an error and removes its file when the reader takes nothing for idleMs", async () => {
  const { stream } = source(50);
  let done = 0;
  const reader = spooled(stream, { dir, memoryBytes: 16 * 1024, idleMs: 200 }, () => done++).getReader();
  await reader.read();
  await sleep(600);
  expect(done).toBe(1);
  expect(fs.readdirSync(dir)).toEqual([]);
  await expect(reader.read()).rejects.toThrow("The client stopped reading");
});

it("passes on what it has, then the source's failure, and removes its file", async () => {
  const { stream } = source(Infinity, 10);
  let done = 0;
  const spool = spooled(stream, { dir, memoryBytes: 16 * 1024, idleMs: 60_000 }, () => done++);
  const reader = spool.getReader();
  let bytes = 0;
  await expect(
    (async () => {
      for (;;) {
        const { done: end, value } = await reader.read();
        if (end) return;
        bytes += value.byteLength;
      }
    })(),
  ).rejects.toThrow("the query failed");
  expect(bytes).toBe(10 * 10 * 1024);
  expect(fs.readdirSync(dir)).toEqual([]);
  expect(done).toBe(1);
});
