type Chunks = AsyncGenerator<string | Uint8Array>;

const encoder = new TextEncoder();

function pulled(chunks: Chunks, first?: IteratorResult<string | Uint8Array>): ReadableStream<Uint8Array> {
  let ahead = first;
  return new ReadableStream({
    async pull(controller) {
      const next = ahead ?? (await chunks.next());
      ahead = undefined;
      if (next.done) controller.close();
      else controller.enqueue(typeof next.value === "string" ? encoder.encode(next.value) : next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** A response body pulled from chunks: the next is read only when the client has taken the last. */
export const bodyFrom = (chunks: Chunks) => pulled(chunks);

/**
 * A streamed answer that waits for its first chunk before the status goes out, so that a query
 * failing before it produces anything (the database down, a statement refused) is still answered
 * with an error status rather than a 200 cut short.
 */
export async function streamedResponse(chunks: Chunks, headers: Record<string, string>): Promise<Response> {
  const first = await chunks.next();
  return new Response(pulled(chunks, first), { headers });
}
