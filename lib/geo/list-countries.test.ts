import { describe, expect, it } from "vitest";
import { getCountry, getDivisions } from "@/lib/geo/get-country";
import { listCountries } from "@/lib/geo/list-countries";
import { ZCountryParams } from "@/lib/geo/schema";

describe("listCountries", () => {
  it("lists every ISO 3166-1 country once", () => {
    const list = listCountries("en");
    expect(list.length).toBeGreaterThanOrEqual(249);
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
  });
  it("sorts by the localised name", () => {
    for (const lang of ["en", "it", "de", "zh", "ko"] as const) {
      const collator = new Intl.Collator(lang, { sensitivity: "base" });
      const names = listCountries(lang).map((c) => c.name);
      expect(names).toEqual([...names].sort(collator.compare));
    }
    expect(listCountries("de").find((c) => c.code === "DE")?.name).toBe("Deutschland");
  });
});

describe("getCountry", () => {
  it("returns the country facts", () => {
    expect(getCountry("it", "it")).toEqual({
      code: "IT",
      name: "Italia",
      currency: "EUR",
      calling_code: "+39",
      vat_rate: 22,
      has_divisions: true,
    });
  });
  it("throws a 404 for an unknown code", () => {
    expect(() => getCountry("ZZ", "en")).toThrow(expect.objectContaining({ code: "not_found" }));
    expect(() => getDivisions("ZZ")).toThrow(expect.objectContaining({ code: "not_found" }));
  });
});

describe("ZCountryParams", () => {
  it("normalises to upper case and refuses unknown codes", () => {
    expect(ZCountryParams.parse({ code: "it" })).toEqual({ code: "IT" });
    expect(ZCountryParams.safeParse({ code: "ZZ" }).success).toBe(false);
    expect(ZCountryParams.safeParse({ code: "ITA" }).success).toBe(false);
  });
});
