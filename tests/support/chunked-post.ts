import http from "node:http";

export type ChunkedAnswer = { status: number; body: string; sentBytes: number };

/**
 * POSTs a body without Content-Length, in 64 KiB chunks as fast as the server takes them, up to `total`
 * bytes (then ends it): the answer, and how much had been sent when it came. `chunk` fills the body.
 * Rejects when no answer came within 10 s.
 */
export function chunkedPost(
  url: string,
  headers: Record<string, string>,
  total: number,
  chunk: Buffer = Buffer.alloc(64 * 1024, 0x61),
): Promise<ChunkedAnswer> {
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const request = http.request(url, { method: "POST", headers: { ...headers, "transfer-encoding": "chunked" } });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer after ${sentBytes} bytes`));
    }, 10_000);
    request.on("response", (response) => {
      answered = true;
      clearTimeout(timer);
      const sentWhenAnswered = sentBytes;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text) => (body += text));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body, sentBytes: sentWhenAnswered }));
    });
    request.on("error", () => {});
    const write = () => {
      while (!answered && sentBytes < total) {
        const part = chunk.subarray(0, Math.min(chunk.length, total - sentBytes));
        sentBytes += part.length;
        if (!request.write(part)) return void request.once("drain", write);
      }
      if (!answered) request.end();
    };
    write();
  });
}
