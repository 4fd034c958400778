import { describe, expect, it, vi } from "vitest";
import { publicOrigin } from "./public-origin";

// env() is read once per test file: this file speaks for a default `npm start`, no proxy, no APP_URL.
vi.stubEnv("TRUST_PROXY", "0");
vi.stubEnv("APP_URL", undefined);
vi.stubEnv("PORT", "3000");

const from = (host: string, headers: Record<string, string> = {}) =>
  publicOrigin(new Request(`http://${host}/api/me`, { headers: { host, ...headers } }));

describe("public origin without APP_URL or a proxy", () => {
  it("is http://localhost:$PORT whatever other Host the client sends", () => {
    expect(from("evil.example")).toBe("http://localhost:3000");
    expect(from("evil.example:3000")).toBe("http://localhost:3000");
    expect(from("192.168.1.20:3000")).toBe("http://localhost:3000");
    expect(from("localhost.evil.example:3000")).toBe("http://localhost:3000");
    expect(from("evil.example", { "x-forwarded-host": "localhost:3000" })).toBe("http://localhost:3000");
  });

  it("keeps the loopback name a browser on this machine used, so that its own origin passes the CSRF check", () => {
    expect(from("localhost:3000")).toBe("http://localhost:3000");
    expect(from("127.0.0.1:3302")).toBe("http://127.0.0.1:3302");
    expect(from("[::1]:3000")).toBe("http://[::1]:3000");
  });
});
