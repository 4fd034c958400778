import type { NextConfig } from "next";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { expect, it } from "vitest";
import { apiSecurityHeaders } from "./api-headers";

/** The headers next.config.mjs gives a path, matched the way Next.js matches header rules. */
async function configHeadersFor(pathname: string): Promise<Record<string, string>> {
  const configPath = "../../../next.config.mjs";
  const { default: nextConfig } = (await import(/* @vite-ignore */ configPath)) as { default: NextConfig };
  const rules = (await nextConfig.headers?.()) ?? [];
  const applying = rules.filter((rule) => getPathMatch(rule.source)(pathname) !== false);
  return Object.fromEntries(applying.flatMap((rule) => rule.headers.map((h) => [h.key, h.value])));
}

it("gives the REST routes served in front of Next.js the headers Next.js gives /api/*", async () => {
  expect(await configHeadersFor("/api/me")).toEqual(apiSecurityHeaders);
  expect(await configHeadersFor("/api/exams/questions-db/1")).toEqual(apiSecurityHeaders);
});

it("sets no policy of its own on uploaded files, which would replace their sandbox", async () => {
  const headers = await configHeadersFor("/api/uploads/disciplines/1/icon/5e1c-icone.png");
  expect(headers["Content-Security-Policy"]).toBeUndefined();
  expect(headers["X-Content-Type-Options"]).toBe("nosniff");
});
