import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Loaded by Node at run time rather than bundled: the embedded database and Prisma's wasm query compiler.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "@prisma/client", "@prisma/adapter-pg", "pg", "pg-cursor", "pg-copy-streams", "exceljs"],
  typedRoutes: false,
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
      // Pages get a nonce-based policy from src/proxy.ts; uploaded files their own sandboxing policy
      // (src/server/uploads/uploaded-file-response.ts), which a rule here would replace.
      {
        source: "/api/:path((?!uploads/).*)",
        headers: [{ key: "Content-Security-Policy", value: "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'" }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
