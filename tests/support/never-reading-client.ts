import net from "node:net";

export type NeverReadingClient = {
  /** Bytes of the answer waiting unread in this client's buffer: > 0 once the answer has begun. */
  buffered: () => number;
  /** The answer's status line ("HTTP/1.1 200 OK"), read from the buffer without taking it; "" before it came. */
  statusLine: () => string;
  /** Starts reading: the bytes the client gets in all, once the server ends or drops the connection. */
  drain: () => Promise<number>;
  destroy: () => void;
};

/**
 * Sends one HTTP request and then reads nothing: Node buffers the first 16 KiB of the answer and
 * stops taking more from the kernel, whose receive window then closes, as for a client stuck on a
 * slow link or a malicious one.
 */
export function neverReadingClient(
  url: string,
  request: { method: string; path: string; headers: Record<string, string>; body?: string },
): NeverReadingClient {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  socket.on("error", () => {});
  // A 'readable' listener that never calls read(): the buffer fills to its high-water mark and stays.
  socket.on("readable", () => {});
  const body = request.body ?? "";
  const head = [
    `${request.method} ${request.path} HTTP/1.1`,
    `host: ${hostname}:${port}`,
    `content-length: ${Buffer.byteLength(body)}`,
    ...Object.entries(request.headers).map(([k, v]) => `${k}: ${v}`),
  ];
  socket.write(`${head.join("\r\n")}\r\n\r\n${body}`);
  return {
    buffered: () => socket.readableLength,
    statusLine: () => {
      const head = socket.read() as Buffer | null;
      if (!head) return "";
      socket.unshift(head);
      return head.toString("latin1").split("\r\n", 1)[0]!;
    },
    drain: () =>
      new Promise((resolve) => {
        let bytes = 0;
        const take = () => {
          for (let chunk: Buffer | null = socket.read(); chunk; chunk = socket.read()) bytes += chunk.length;
        };
        socket.removeAllListeners("readable");
        socket.on("readable", take);
        socket.once("close", () => resolve(bytes));
        take();
      }),
    destroy: () => socket.destroy(),
  };
}
