import autocannon from "autocannon";

export type Download = { status: number; bytes: number; contentType: string };

/** One request, read to the last byte without keeping the body. */
export async function download(url: string, init: RequestInit): Promise<Download> {
  const res = await fetch(url, init);
  let bytes = 0;
  const reader = res.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) bytes += part.value.byteLength;
  if (res.status !== 200) throw new Error(`${init.method ?? "GET"} ${url}: HTTP ${res.status}`);
  return { status: res.status, bytes, contentType: res.headers.get("content-type") ?? "" };
}

export type Load = { rps: number; p50: number; p99: number; requests: number; errors: number; non2xx: number };

/** A fixed-duration load of `connections` keep-alive connections (autocannon). */
export async function load(
  url: string,
  options: {
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    /** Instead of GET `url`: these requests, in turn on each connection. */
    requests?: autocannon.Request[];
  },
): Promise<Load> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    headers: options.headers,
    requests: options.requests,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
