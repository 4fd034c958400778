import type { NextConfig } from "next";
import { expect, it } from "vitest";
import { apiSecurityHeaders } from "./api-headers";

it("gives the REST routes served in front of Next.js the headers Next.js gives /api/*", async () => {
  const configPath = "../../../next.config.mjs";
  const { default: nextConfig } = (await import(/* @vite-ignore */ configPath)) as { default: NextConfig };
  const rules = (await nextConfig.headers?.()) ?? [];
  const forApi = rules.filter((r) => r.source === "/:path*" || r.source === "/api/:path*").flatMap((r) => r.headers);
  expect(Object.fromEntries(forApi.map((h) => [h.key, h.value]))).toEqual(apiSecurityHeaders);
});
