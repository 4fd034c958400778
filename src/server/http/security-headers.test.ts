import type { NextConfig } from "next";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startHandlerServer } from "../../../tests/support/handler-server";
import { sendWebResponse } from "./node-bridge";

const everyAnswer = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};
const apiPolicy = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

let server: Awaited<ReturnType<typeof startHandlerServer>>;
beforeAll(async () => {
  // Next.js, answering one path with a policy of its own.
  server = await startHandlerServer((req, res) => {
    const policy = req.url === "/api/trpc/with-policy" ? { "content-security-policy": "sandbox" } : undefined;
    return sendWebResponse(req, res, new Response("next", { headers: policy }));
  });
});
afterAll(() => server.close());

const headersOf = async (path: string) => Object.fromEntries((await fetch(`${server.url}${path}`)).headers);

it("are set by the request handler alone: next.config.mjs has no header rules", async () => {
  const configPath = "../../../next.config.mjs";
  const { default: nextConfig } = (await import(/* @vite-ignore */ configPath)) as { default: NextConfig };
  expect(nextConfig.headers).toBeUndefined();
});

it("go on the answers of Next.js, with the /api policy on tRPC and next-auth and none on pages", async () => {
  expect(await headersOf("/sign-in")).toMatchObject(everyAnswer);
  expect((await headersOf("/sign-in"))["content-security-policy"]).toBeUndefined();
  expect(await headersOf("/api/trpc/me.get")).toMatchObject({ ...everyAnswer, "content-security-policy": apiPolicy });
  expect(await headersOf("/api/auth/session")).toMatchObject({ ...everyAnswer, "content-security-policy": apiPolicy });
});

it("go on the handler's own answers, found or not", async () => {
  expect(await headersOf("/api/me")).toMatchObject({ ...everyAnswer, "content-security-policy": apiPolicy });
  expect(await headersOf("/api/no-such-thing")).toMatchObject({ ...everyAnswer, "content-security-policy": apiPolicy });
});

it("yield to a policy the answer sets itself, as an uploaded file's sandbox", async () => {
  expect((await headersOf("/api/trpc/with-policy"))["content-security-policy"]).toBe("sandbox");
});
