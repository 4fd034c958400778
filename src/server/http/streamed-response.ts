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
 * A streamed answer not yet begun: a service returns it, the HTTP layer starts it (`streamedResponse`) or, for a
 * HEAD, sends its headers without running the query behind the chunks (a generator runs nothing before its first
 * read), as RFC 9110 allows for what is known only while the content is made.
 */
export class StreamedAnswer {
  constructor(
    readonly chunks: Chunks,
    readonly headers: Record<string, string>,
  ) {}

  async headOnly(): Promise<Response> {
    await this.chunks.return(undefined);
    return new Response(null, { headers: this.headers });
  }
}

/**
 * Starts a streamed answer: it waits for its first chunk before the status goes out, so that a query failing
 * before it produces anything (the database down, a statement refused) is still answered with an error status
 * rather than a 200 cut short.
 */
export async function streamedResponse({ chunks, headers }: StreamedAnswer): Promise<Response> {
  const first = await chunks.next();
  return new Response(pulled(chunks, first), { headers });
}
