import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy";

const local = { NODE_ENV: "production", STORAGE: "local", S3_REGION: "us-east-1" } as const;
const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("content security policy", () => {
  it("lets scripts run only with the nonce, and never inline or eval in production", () => {
    const policy = contentSecurityPolicy("abc123", local);
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    for (const d of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"])
      expect(policy.split("; ")).toContain(d);
    expect(directive(contentSecurityPolicy("n", { ...local, NODE_ENV: "development" }), "script-src")).toContain(
      "'unsafe-eval'",
    );
  });

  it("lets the browser post uploads to, and show images from, the S3 bucket", () => {
    const policy = contentSecurityPolicy("n", {
      ...local,
      STORAGE: "s3",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_PUBLIC_URL: "https://cdn.example.com/files",
      S3_BUCKET: "b",
    });
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://cdn.example.com http://127.0.0.1:9000");
    expect(directive(policy, "form-action")).toContain("http://127.0.0.1:9000");
    // PDFs are framed from our own uploads only, never from another site nor the bucket (docs/markdown.md).
    expect(directive(policy, "frame-src")).toBe("frame-src 'self'");
    expect(directive(contentSecurityPolicy("n", { ...local, STORAGE: "s3", S3_BUCKET: "b" }), "connect-src")).toBe(
      "connect-src 'self' https://b.s3.us-east-1.amazonaws.com",
    );
  });
});
