import { describe, expect, it } from "vitest";
import { clientIpFrom, isTrustedProxy, PEER_HEADER } from "@/lib/api/client-ip";
import { EnvError, parseEnv } from "@/lib/env";

const base = { AUTH_SECRET: "test-secret-0123456789-abcdefghijklmnopqrstuvwxyz", DATA_DIR: "/tmp/divecert-unit" };
const settings = (extra: Record<string, string> = {}) => parseEnv({ ...base, NODE_ENV: "production", ...extra });
const headers = (h: Record<string, string>) => (name: string) => h[name];

describe("TRUSTED_PROXIES", () => {
  it("trusts loopback only by default", () => {
    const s = settings();
    expect(isTrustedProxy("127.0.0.1", s)).toBe(true);
    expect(isTrustedProxy("127.0.0.2", s)).toBe(true);
    expect(isTrustedProxy("::1", s)).toBe(true);
    expect(isTrustedProxy("::ffff:127.0.0.1", s)).toBe(true);
    expect(isTrustedProxy("10.0.0.1", s)).toBe(false);
    expect(isTrustedProxy("not an address", s)).toBe(false);
  });

  it("takes addresses and CIDR ranges, and an empty list trusts nobody", () => {
    const s = settings({ TRUSTED_PROXIES: "10.1.0.0/16, 192.168.1.7 fd00::/8" });
    expect(isTrustedProxy("10.1.200.3", s)).toBe(true);
    expect(isTrustedProxy("10.2.0.1", s)).toBe(false);
    expect(isTrustedProxy("192.168.1.7", s)).toBe(true);
    expect(isTrustedProxy("fd12::1", s)).toBe(true);
    expect(isTrustedProxy("127.0.0.1", s)).toBe(false);
    expect(isTrustedProxy("127.0.0.1", settings({ TRUSTED_PROXIES: "" }))).toBe(false);
  });

  it("refuses entries that are not addresses or ranges", () => {
    for (const bad of ["10.0.0.0/33", "example.com", "10.0.0.1/8/2", "::1/129"]) {
      expect(() => settings({ TRUSTED_PROXIES: bad })).toThrow(EnvError);
    }
  });
});

describe("clientIpFrom", () => {
  const s = settings({ TRUSTED_PROXIES: "127.0.0.1, 10.0.0.0/8" });

  it("uses the peer address when the peer is not a trusted proxy, whatever the headers say", () => {
    expect(clientIpFrom(headers({ [PEER_HEADER]: "203.0.113.9", "x-forwarded-for": "1.2.3.4" }), s)).toBe("203.0.113.9");
  });

  it("walks X-Forwarded-For from the right past trusted proxies", () => {
    const get = headers({ [PEER_HEADER]: "127.0.0.1", "x-forwarded-for": "6.6.6.6, 198.51.100.4, 10.0.0.7" });
    expect(clientIpFrom(get, s)).toBe("198.51.100.4");
  });

  it("cannot be steered by a client that prepends addresses of its own", () => {
    const forged = headers({ [PEER_HEADER]: "127.0.0.1", "x-forwarded-for": "10.0.0.1, 127.0.0.1, 198.51.100.4" });
    expect(clientIpFrom(forged, s)).toBe("198.51.100.4");
  });

  it("falls back to the peer, or the leftmost hop when every hop is trusted", () => {
    expect(clientIpFrom(headers({ [PEER_HEADER]: "::ffff:127.0.0.1" }), s)).toBe("127.0.0.1");
    expect(clientIpFrom(headers({ [PEER_HEADER]: "127.0.0.1", "x-forwarded-for": "10.0.0.2, 10.0.0.3" }), s)).toBe("10.0.0.2");
  });

  it("without the peer header believes nothing in production, and counts in-process callers as loopback otherwise", () => {
    expect(clientIpFrom(headers({ "x-forwarded-for": "1.2.3.4" }), s)).toBe("unknown");
    const test = parseEnv({ ...base, NODE_ENV: "test" });
    expect(clientIpFrom(headers({ "x-forwarded-for": "1.2.3.4" }), test)).toBe("1.2.3.4");
  });
});
