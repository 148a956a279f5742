import { describe, expect, it } from "vitest";
import { namesMatch, normaliseName } from "@/lib/forms/name-match";

describe("name matching", () => {
  it("ignores case, outer spaces and repeated inner spaces", () => {
    expect(namesMatch("  giulia   MARINO ", "Giulia Marino")).toBe(true);
    expect(namesMatch("Giulia\tMarino", "Giulia Marino")).toBe(true);
  });

  it("treats composed and decomposed accents alike", () => {
    expect(namesMatch("Jose\u0301 Núñez", "José Núñez")).toBe(true);
  });

  it("refuses another name, a partial name or an empty one", () => {
    expect(namesMatch("Giulia", "Giulia Marino")).toBe(false);
    expect(namesMatch("Giulia Marini", "Giulia Marino")).toBe(false);
    expect(namesMatch("   ", "Giulia Marino")).toBe(false);
    expect(namesMatch("Giulia Marino", null)).toBe(false);
  });

  it("normalises to one lower-case, single-spaced string", () => {
    expect(normaliseName(" Ada   LOVELACE ")).toBe("ada lovelace");
  });
});
