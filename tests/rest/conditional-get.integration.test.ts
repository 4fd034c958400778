import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { startRestServer } from "../support/rest-server";

describeEachDatabase("ETag and 304 on the JSON reads", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let ana: Record<string, string>;
  beforeAll(async () => {
    server = await startRestServer(testDeps(database()));
    ana = await bearer(database().prisma, demo.ana);
  });
  afterAll(() => server.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers: { ...ana, ...headers } });

  it("tags a read, answers 304 without a body while unchanged, and 200 with a new tag once it changes", async () => {
    const first = await get("/api/tokens");
    const etag = first.headers.get("etag")!;
    expect([first.status, etag, first.headers.get("cache-control")]).toEqual([
      200,
      expect.stringMatching(/^"[\w-]{32}"$/),
      "private, no-cache",
    ]);
    const again = await get("/api/tokens", { "if-none-match": etag });
    expect([again.status, await again.text(), again.headers.get("etag")]).toEqual([304, "", etag]);
    const listed = await get("/api/tokens", { "if-none-match": `"other", W/${etag}` });
    expect(listed.status).toBe(304);
    const head = await fetch(`${server.url}/api/tokens`, {
      method: "HEAD",
      headers: { ...ana, "if-none-match": etag },
    });
    expect(head.status).toBe(304);

    // A new token changes the list: the old tag no longer matches.
    const created = await fetch(`${server.url}/api/tokens`, {
      method: "POST",
      headers: { ...ana, "content-type": "application/json" },
      body: JSON.stringify({ name: "etag" }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("etag")).toBeNull();
    const changed = await get("/api/tokens", { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("never answers an error with 304", async () => {
    const missing = await get(`/api/exams/${crypto.randomUUID()}`, { "if-none-match": "*" });
    expect([missing.status, missing.headers.get("etag")]).toEqual([404, null]);
  });
});
