import { describe, expect, it } from "vitest";
import { generateMemberId, ZMemberIdPattern } from "@/lib/users/member-id";

describe("generateMemberId", () => {
  it("is country, two digits, two groups of three digits (IT14-729-985)", () => {
    for (let i = 0; i < 200; i++) {
      const id = generateMemberId("IT");
      expect(id).toMatch(/^IT\d{2}-\d{3}-\d{3}$/);
      expect(id).toMatch(ZMemberIdPattern);
    }
  });

  it("upper-cases the country and uses XX without a valid one", () => {
    expect(generateMemberId("es")).toMatch(/^ES\d{2}-\d{3}-\d{3}$/);
    expect(generateMemberId(null)).toMatch(/^XX/);
    expect(generateMemberId(undefined)).toMatch(/^XX/);
    expect(generateMemberId("ITA")).toMatch(/^XX/);
    expect(generateMemberId("1T")).toMatch(/^XX/);
  });

  it("is random (collisions are rare and retried at registration)", () => {
    const ids = new Set(Array.from({ length: 500 }, () => generateMemberId("FR")));
    expect(ids.size).toBeGreaterThan(495);
  });

  it("the pattern refuses near misses", () => {
    for (const bad of ["it14-729-985", "IT1-729-985", "IT14-729985", "IT14-7290-985", " IT14-729-985", "IT14-729-985 "]) {
      expect(ZMemberIdPattern.test(bad), bad).toBe(false);
    }
  });
});
