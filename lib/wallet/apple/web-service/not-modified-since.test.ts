import { describe, expect, it } from "vitest";
import { notModifiedSince } from "@/lib/wallet/apple/web-service/get-latest-pass";

describe("If-Modified-Since of a pass (whole seconds)", () => {
  const updatedAt = new Date("2026-11-28T10:00:05.789Z");

  it("is not modified for the version's own second and later", () => {
    expect(notModifiedSince(updatedAt, updatedAt.toUTCString())).toBe(true);
    expect(notModifiedSince(updatedAt, "Sat, 28 Nov 2026 10:00:05 GMT")).toBe(true);
    expect(notModifiedSince(updatedAt, "Sat, 28 Nov 2026 11:00:00 GMT")).toBe(true);
  });

  it("is modified for an earlier second, and without a readable date", () => {
    expect(notModifiedSince(updatedAt, "Sat, 28 Nov 2026 10:00:04 GMT")).toBe(false);
    expect(notModifiedSince(updatedAt, null)).toBe(false);
    expect(notModifiedSince(updatedAt, "")).toBe(false);
    expect(notModifiedSince(updatedAt, "yesterday")).toBe(false);
  });
});
