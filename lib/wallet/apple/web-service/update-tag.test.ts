import { describe, expect, it } from "vitest";
import { formatUpdateTag, parseUpdateTag } from "@/lib/wallet/apple/web-service/update-tag";

describe("the update tag", () => {
  it("round-trips microseconds since 1970", () => {
    const micros = 1_795_000_000_123_456n;
    expect(parseUpdateTag(formatUpdateTag(micros))).toBe(micros);
    expect(parseUpdateTag("0")).toBe(0n);
  });

  it("treats anything else as no tag", () => {
    for (const bad of [undefined, "", "-1", "1.5", "2026-11-28T10:00:00Z", " 12", "1".repeat(19), "0x10"]) {
      expect(parseUpdateTag(bad), String(bad)).toBeNull();
    }
  });
});
