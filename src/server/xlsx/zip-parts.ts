import { once } from "node:events";
import type { TransformOptions } from "node:stream";
import { crc32, createDeflateRaw, type DeflateRaw, type ZlibOptions } from "node:zlib";
import { centralDirectory, dataDescriptor, localHeader, type ZipEntry } from "./zip-records";

export type ZipPart = { name: string; data: string | AsyncIterable<string | Buffer> };

// Level 1: deflate is the writer's largest cost; on sheet XML level 6 (zlib's default) took several times
// as long for a file only a little smaller.
const level = 1;
/**
 * Deflate takes about a megabyte at a time, and up to four wait: each is one long job on zlib's thread
 * while the sheet's next rows are written on the main one. In 64 KB writes the thread waited for the main
 * thread between every write, and the two took turns instead of working side by side.
 */
const inputBytes = 1 << 20;
// Deflate gives its output in pieces of this size at most; joined, the response makes few socket writes.
const outputChunkBytes = 128 * 1024;

/** An async iterable that gives `first` and then the rest of `iterator`, and closes it if left early. */
async function* resumed<T>(first: IteratorResult<T>, iterator: AsyncIterator<T>): AsyncGenerator<T> {
  let done = first.done;
  try {
    if (!done) yield first.value;
    while (!done) {
      const next = await iterator.next();
      done = next.done;
      if (!done) yield next.value;
    }
  } finally {
    if (!done) await iterator.return?.();
  }
}

type Counted = { crc: number; size: number };

/** The part's text into deflate in megabyte pieces, its bytes and CRC-32 counted, until it ends or `signal`. */
async function feed(deflate: DeflateRaw, data: ZipPart["data"], counted: Counted, signal: AbortSignal) {
  let pending: Buffer[] = [];
  let size = 0;
  const write = async () => {
    // A sheet's megabyte buffers go in as they are, not copied.
    const input = pending.length === 1 ? pending[0]! : Buffer.concat(pending, size);
    pending = [];
    size = 0;
    counted.crc = crc32(input, counted.crc);
    counted.size += input.length;
    if (!deflate.write(input)) await once(deflate, "drain", { signal });
  };
  for await (const piece of typeof data === "string" ? [data] : data) {
    signal.throwIfAborted();
    const bytes = typeof piece === "string" ? Buffer.from(piece) : piece;
    pending.push(bytes);
    size += bytes.length;
    if (size >= inputBytes) await write();
  }
  if (size) await write();
  deflate.end();
}

/** A part's deflated bytes as deflate gives them; leaving early stops the part's source. */
async function* deflated(data: ZipPart["data"], counted: Counted): AsyncGenerator<Buffer> {
  // zlib's streams take a Transform's options too, which its types leave out.
  const options: ZlibOptions & TransformOptions = {
    level,
    chunkSize: outputChunkBytes,
    writableHighWaterMark: 4 * inputBytes,
    readableHighWaterMark: 4 * outputChunkBytes,
  };
  const deflate = createDeflateRaw(options);
  const stop = new AbortController();
  const feeding = feed(deflate, data, counted, stop.signal);
  feeding.catch((error: Error) => deflate.destroy(error));
  try {
    for await (const chunk of deflate) yield chunk as Buffer;
    await feeding;
  } finally {
    stop.abort();
    deflate.destroy();
    // The source's own cleanup (a cursor giving its connection back) is over before the ZIP ends.
    await feeding.catch(() => {});
  }
}

/**
 * The parts as they come, but none before the first streamed one has given its first piece: a query that fails
 * before its first rows then fails the ZIP before any byte is written.
 */
async function* started(parts: Iterable<ZipPart> | AsyncIterable<ZipPart>): AsyncGenerator<ZipPart> {
  const held: ZipPart[] = [];
  let open = false;
  for await (const part of parts) {
    if (open) yield part;
    else if (typeof part.data === "string") held.push(part);
    else {
      const iterator = part.data[Symbol.asyncIterator]();
      held.push({ ...part, data: resumed(await iterator.next(), iterator) });
      open = true;
      yield* held;
    }
  }
  if (!open) yield* held;
}

/**
 * A ZIP of the parts, in order, as its bytes are written: streamed parts are deflated as they come
 * (zlib on its own thread, the CRC-32 by Node's native one) and never held whole; each part's sizes
 * and CRC follow it in a data descriptor, ZIP64 records where a size or offset passes 4 GiB. Nothing is
 * written before the first streamed part has given its first chunk, so a query that fails before its
 * first rows is still answered with an error status. The parts may be made as they are asked for (how many
 * sheets a workbook has is known once the ones before are written). A reader that stops early ends the part
 * being written.
 */
export async function* zipParts(parts: Iterable<ZipPart> | AsyncIterable<ZipPart>): AsyncGenerator<Buffer> {
  const date = new Date();
  const entries: ZipEntry[] = [];
  let offset = 0;
  let pending: Buffer[] = [];
  let size = 0;
  const add = (bytes: Buffer) => {
    pending.push(bytes);
    size += bytes.length;
    offset += bytes.length;
  };
  const take = () => {
    const joined = Buffer.concat(pending, size);
    pending = [];
    size = 0;
    return joined;
  };
  let first = true;
  for await (const { name, data } of started(parts)) {
    const entry: ZipEntry = { name: Buffer.from(name), date, offset, crc: 0, size: 0, compressed: 0 };
    add(localHeader(entry));
    for await (const chunk of deflated(data, entry)) {
      entry.compressed += chunk.length;
      add(chunk);
      // The first goes at once: the response's status waits for it.
      if (size >= outputChunkBytes || first) {
        first = false;
        yield take();
      }
    }
    add(dataDescriptor(entry));
    entries.push(entry);
  }
  add(centralDirectory(entries, offset));
  yield take();
}
