import { describe, expect, it, vi } from "vitest";
import { publicOrigin } from "./public-origin";

// env() is read once per test file: this file speaks for an app behind a trusted proxy.
vi.stubEnv("TRUST_PROXY", "1");
vi.stubEnv("APP_URL", undefined);

describe("public origin behind a trusted proxy (TRUST_PROXY=1, no APP_URL)", () => {
  it("is the host and scheme the proxy forwarded", () => {
    const request = new Request("http://127.0.0.1:3000/api/me", {
      headers: { host: "127.0.0.1:3000", "x-forwarded-host": "admin.example, inner", "x-forwarded-proto": "https" },
    });
    expect(publicOrigin(request)).toBe("https://admin.example");
  });

  it("is the Host header when the proxy forwards none", () => {
    const request = new Request("http://127.0.0.1:3000/", { headers: { host: "admin.example:8080" } });
    expect(publicOrigin(request)).toBe("http://admin.example:8080");
  });
});
