import { describe, expect, it } from "vitest";
import { deviceNetwork, networkOf, shortIp, storedUserAgent } from "@/lib/auth/client-info";

describe("shortened addresses", () => {
  it("cuts IPv4 to its /24 for the list and its /16 for the new-device check", () => {
    expect(shortIp("203.0.113.77")).toBe("203.0.113.0/24");
    expect(deviceNetwork("203.0.113.77")).toBe("203.0.0.0/16");
    expect(deviceNetwork("203.0.113.0/24")).toBe("203.0.0.0/16");
    expect(networkOf("255.255.255.255", 24, 48)).toBe("255.255.255.0/24");
  });

  it("cuts IPv6 to its /48 for the list and its /32 for the new-device check", () => {
    expect(shortIp("2001:db8:1234:5678::1")).toBe("2001:db8:1234::/48");
    expect(shortIp("2001:DB8:abcd:ffff:1:2:3:4")).toBe("2001:db8:abcd::/48");
    expect(deviceNetwork("2001:db8:1234:5678::1")).toBe("2001:db8::/32");
    expect(shortIp("::1")).toBe("::/48");
    expect(shortIp("2001:0:5:1::1")).toBe("2001:0:5::/48");
    expect(deviceNetwork("2001:db8::1")).toBe("2001:db8::/32");
  });

  it("answers null for anything that is not an address", () => {
    expect(shortIp("unknown")).toBeNull();
    expect(deviceNetwork("")).toBeNull();
  });

  it("keeps at most 512 characters of a user agent, and nothing for a blank one", () => {
    expect(storedUserAgent("  ")).toBeNull();
    expect(storedUserAgent("x".repeat(600))).toHaveLength(512);
  });
});
