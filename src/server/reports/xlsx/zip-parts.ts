import { Readable } from "node:stream";
import ZipStream from "zip-stream";

export type ZipPart = { name: string; data: string | AsyncIterable<string> };

// Level 1: deflate is the writer's largest cost; on sheet XML level 6 (zlib's default) took about four
// times as long for a file only a fifth smaller.
const level = 1;
// Deflate gives about 10 KB at a time; joined, the response makes a tenth of the socket writes it did.
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

/**
 * A ZIP of the parts, in order, as its bytes are written (zip-stream, the ZIP writer of exceljs'
 * archiver): streamed parts are deflated as they come and never held whole. Nothing is written before
 * the first streamed part has given its first chunk, so a query that fails before its first rows is
 * still answered with an error status. A reader that stops early ends the part being written.
 */
export async function* zipParts(parts: ZipPart[]): AsyncGenerator<Buffer> {
  const at = parts.findIndex((p) => typeof p.data !== "string");
  if (at >= 0) {
    const iterator = (parts[at]!.data as AsyncIterable<string>)[Symbol.asyncIterator]();
    parts = parts.with(at, { ...parts[at]!, data: resumed(await iterator.next(), iterator) });
  }
  const zip = new ZipStream({ zlib: { level } });
  let source: Readable | undefined;
  const writing = (async () => {
    for (const { name, data } of parts) {
      // One chunk ahead at most: a chunk is a batch of rows.
      source = typeof data === "string" ? undefined : Readable.from(data, { highWaterMark: 1 });
      const entry = source ?? Buffer.from(data as string);
      await new Promise<void>((resolve, reject) =>
        zip.entry(entry, { name }, (error) => (error ? reject(error) : resolve())),
      );
    }
    zip.finalize();
  })();
  writing.catch((error: Error) => zip.destroy(error));
  try {
    let pending: Buffer[] = [];
    let size = 0;
    let first = true;
    for await (const chunk of zip) {
      pending.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      // The first goes at once: the response's status waits for it.
      if (size >= outputChunkBytes || first) {
        first = false;
        yield Buffer.concat(pending, size);
        pending = [];
        size = 0;
      }
    }
    if (size) yield Buffer.concat(pending, size);
  } finally {
    source?.destroy();
    zip.destroy();
  }
}
