import { describe, expect, it } from "vitest";
import { foldName } from "@/lib/search/fold-name";

describe("foldName", () => {
  it("drops accents and case", () => {
    expect(foldName("José")).toBe("jose");
    expect(foldName("MÜLLER")).toBe("muller");
    expect(foldName("Ångström")).toBe(foldName("angstrom"));
    expect(foldName("Çelik")).toBe("celik");
  });

  it("treats precomposed and decomposed forms alike", () => {
    expect(foldName("Jose\u0301")).toBe(foldName("Jos\u00e9"));
  });

  it("maps letters that have no decomposition", () => {
    expect(foldName("Straße")).toBe("strasse");
    expect(foldName("Łukasz")).toBe("lukasz");
    expect(foldName("Søren")).toBe("soren");
  });

  it("collapses inner spaces and trims the edges", () => {
    expect(foldName("  De   la  Cruz ")).toBe("de la cruz");
  });

  it("keeps different names different", () => {
    expect(foldName("Rossi")).not.toBe(foldName("Ross"));
    expect(foldName("Ana")).not.toBe(foldName("Anna"));
  });
});
