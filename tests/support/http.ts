/** A small JSON client for REST tests against the test server. */
export function jsonClient(baseUrl: string, headers: Record<string, string>) {
  return async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }), ...extra },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  };
}

export type JsonClient = ReturnType<typeof jsonClient>;
