import http from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { startRestServer } from "../support/rest-server";

const tokenName = "trpc-batch-limit";

/** Declares `declared` bytes, sends `sent` of them, and resolves with the answer (or rejects after 5 s without one). */
function partialPost(
  url: string,
  headers: Record<string, string>,
  declared: number,
  sent: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: "POST", headers: { ...headers, "content-type": "application/json", "content-length": declared } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on("error", () => {});
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error("no answer while the body was still unsent"));
    }, 5000);
    request.on("response", () => clearTimeout(timer));
    request.write(Buffer.alloc(sent, 0x20));
  });
}

describeEachDatabase("tRPC batches and bodies are bounded", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let student: Record<string, string>;
  let teacher: Record<string, string>;
  beforeAll(async () => {
    server = await startRestServer(testDeps(database()));
    student = await bearer(database().prisma, demo.sofia);
    teacher = await bearer(database().prisma, demo.tiago);
  });
  afterAll(async () => {
    await database().prisma.apiToken.deleteMany({ where: { name: tokenName } });
    await server.close();
  });

  const batch = (procedure: string, calls: number) => Array.from({ length: calls }, () => procedure).join(",");

  it("refuses a batch of 200 mutations whole, before any of them runs", async () => {
    const inputs = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [i, { name: tokenName }]));
    const response = await fetch(`${server.url}/api/trpc/${batch("tokens.create", 200)}?batch=1`, {
      method: "POST",
      headers: { ...student, "content-type": "application/json" },
      body: JSON.stringify(inputs),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(JSON.stringify(body)).toMatch(/"code":"BAD_REQUEST"/);
    expect(await database().prisma.apiToken.count({ where: { name: tokenName } })).toBe(0);
  });

  it("refuses a batch of 200 queries whole, and runs a batch of 10", async () => {
    const input = (calls: number) =>
      encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, {}]))));
    const refused = await fetch(
      `${server.url}/api/trpc/${batch("performance.users", 200)}?batch=1&input=${input(200)}`,
      { headers: teacher },
    );
    expect(refused.status).toBe(400);
    const ten = await fetch(`${server.url}/api/trpc/${batch("me.get", 10)}?batch=1&input=${input(10)}`, {
      headers: teacher,
    });
    expect(ten.status).toBe(200);
    expect(await ten.json()).toHaveLength(10);
  });

  it("answers a body over 1 MiB with 413 and the JSON error", async () => {
    const response = await fetch(`${server.url}/api/trpc/tokens.create`, {
      method: "POST",
      headers: { ...student, "content-type": "application/json" },
      body: JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("answers 413 to a body declared as 100 MB without waiting for the rest of it", async () => {
    const answer = await partialPost(
      `${server.url}/api/trpc/tokens.create`,
      student,
      100 * 1024 * 1024,
      2 * 1024 * 1024,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("answers 413 to a chunked body once it passes 1 MiB, without waiting for its end", async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${server.url}/api/trpc/tokens.create`,
        { method: "POST", headers: { ...student, "content-type": "application/json", "transfer-encoding": "chunked" } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on("error", () => {});
      setTimeout(() => {
        request.destroy();
        reject(new Error("no answer while the body was still unsent"));
      }, 5000);
      request.write(Buffer.alloc(2 * 1024 * 1024, 0x20));
    });
    expect(answer).toBe(413);
  });
});
