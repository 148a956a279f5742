import { describe, expect, it } from "vitest";
import { divisionsOf, hasDivisions, isDivisionOf } from "@/lib/geo/divisions";

describe("divisionsOf", () => {
  it("builds full ISO 3166-2 codes", () => {
    const it = divisionsOf("IT");
    expect(it).toContainEqual({ code: "IT-RM", name: expect.any(String) });
    expect(it.every((d) => /^IT-[A-Z0-9]{1,3}$/.test(d.code))).toBe(true);
    expect(divisionsOf("us")).toContainEqual({ code: "US-CA", name: "California" });
  });
  it("sorts by name", () => {
    const names = divisionsOf("US").map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  });
  it("is empty for countries without subdivisions or unknown codes", () => {
    expect(divisionsOf("ZZ")).toEqual([]);
    expect(hasDivisions("ZZ")).toBe(false);
    expect(hasDivisions("IT")).toBe(true);
  });
});

describe("isDivisionOf", () => {
  it("accepts the full and the short form, in any case", () => {
    expect(isDivisionOf("IT", "IT-RM")).toBe(true);
    expect(isDivisionOf("IT", "RM")).toBe(true);
    expect(isDivisionOf("it", "it-rm")).toBe(true);
    expect(isDivisionOf("US", "FL")).toBe(true);
  });
  it("refuses another country's division and unknown codes", () => {
    expect(isDivisionOf("FR", "IT-RM")).toBe(false);
    expect(isDivisionOf("IT", "XX")).toBe(false);
    expect(isDivisionOf("IT", "")).toBe(false);
    expect(isDivisionOf(null, "RM")).toBe(false);
    expect(isDivisionOf("IT", null)).toBe(false);
  });
});
