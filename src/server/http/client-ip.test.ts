import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientIp, setClientIpHeader } from "./client-ip";

const incoming = (headers: Record<string, string>) =>
  ({ headers: { ...headers }, socket: { remoteAddress: "10.1.2.3" } }) as unknown as IncomingMessage;

describe("client address", () => {
  it("is the socket's, replacing a client-sent X-Forwarded-For, unless a proxy is trusted", () => {
    const spoofed = incoming({ "x-forwarded-for": "1.1.1.1" });
    setClientIpHeader(spoofed, false);
    expect(spoofed.headers["x-forwarded-for"]).toBe("10.1.2.3");
    const proxied = incoming({ "x-forwarded-for": "1.1.1.1, 172.16.0.9" });
    setClientIpHeader(proxied, true);
    expect(proxied.headers["x-forwarded-for"]).toBe("1.1.1.1, 172.16.0.9");
    const direct = incoming({});
    setClientIpHeader(direct, true);
    expect(direct.headers["x-forwarded-for"]).toBe("10.1.2.3");
  });

  it("comes with the client's X-Forwarded-Host and -Proto only from a trusted proxy", () => {
    const forwarded = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", "x-forwarded-port": "443" };
    const direct = incoming(forwarded);
    setClientIpHeader(direct, false);
    expect(direct.headers).toEqual({ "x-forwarded-for": "10.1.2.3" });
    const proxied = incoming(forwarded);
    setClientIpHeader(proxied, true);
    expect(proxied.headers).toMatchObject(forwarded);
  });

  it("is read from the last X-Forwarded-For entry, the one the trusted side added", () => {
    expect(clientIp(new Request("http://x/", { headers: { "x-forwarded-for": "1.1.1.1, 172.16.0.9" } }))).toBe(
      "172.16.0.9",
    );
    expect(clientIp(new Request("http://x/"))).toBe("unknown");
  });
});
