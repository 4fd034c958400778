import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Loaded by Node at run time rather than bundled: the embedded database and Prisma's wasm query compiler.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "@prisma/client",
    "@prisma/adapter-pg",
    "pg",
    "pg-cursor",
    "pg-copy-streams",
    "exceljs",
  ],
  typedRoutes: false,
  // forbidden() and forbidden.tsx: a page the user's role may not open answers 403 with a page saying so
  // (src/server/trpc/open-page.ts).
  experimental: { authInterrupts: true },
  // `npm test` typechecks the whole project (tsc --noEmit) before its e2e servers build: Next's own pass would
  // repeat it. Every other build checks the types.
  typescript: { ignoreBuildErrors: process.env.NEXT_TYPECHECKED === "1" },
  // No headers(): the app's request handler sets them on every answer, Next's too
  // (src/server/http/security-headers.ts).
};

export default withNextIntl(nextConfig);
