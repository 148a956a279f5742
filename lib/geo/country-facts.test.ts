import { describe, expect, it } from "vitest";
import { callingCodeOf, countryName, currencyOf, isCountryCode, vatRateOf } from "@/lib/geo/country-facts";
import { standardVatRates } from "@/lib/geo/vat-rates";

describe("isCountryCode", () => {
  it("accepts ISO 3166-1 alpha-2 codes in any case", () => {
    expect(isCountryCode("IT")).toBe(true);
    expect(isCountryCode("it")).toBe(true);
    expect(isCountryCode(" Us ")).toBe(true);
  });
  it("refuses everything else", () => {
    for (const code of ["", "XX", "ITA", "I", "380", "UK", "EU"]) expect(isCountryCode(code)).toBe(false);
  });
});

describe("currencyOf", () => {
  it("gives the ISO 4217 currency", () => {
    expect(currencyOf("IT")).toBe("EUR");
    expect(currencyOf("us")).toBe("USD");
    expect(currencyOf("EG")).toBe("EGP");
    expect(currencyOf("CH")).toBe("CHF");
  });
  it("is null without a country", () => {
    expect(currencyOf(null)).toBeNull();
    expect(currencyOf(undefined)).toBeNull();
    expect(currencyOf("ZZ")).toBeNull();
  });
});

describe("vatRateOf", () => {
  it("gives the standard rate from the table", () => {
    expect(vatRateOf("IT")).toBe(22);
    expect(vatRateOf("de")).toBe(19);
    expect(vatRateOf("GB")).toBe(20);
    expect(vatRateOf("CH")).toBe(8.1);
    expect(vatRateOf("AU")).toBe(10);
  });
  it("is 0 for a country not in the table and null without a code", () => {
    expect(vatRateOf("US")).toBe(0);
    expect(vatRateOf(null)).toBeNull();
    expect(vatRateOf("")).toBeNull();
  });
  it("only lists real countries with plausible rates", () => {
    for (const [code, rate] of Object.entries(standardVatRates)) {
      expect(isCountryCode(code), code).toBe(true);
      expect(rate).toBeGreaterThan(0);
      expect(rate).toBeLessThan(30);
    }
  });
});

describe("countryName", () => {
  it("names the country in the response language", () => {
    expect(countryName("IT", "en")).toBe("Italy");
    expect(countryName("IT", "it")).toBe("Italia");
    expect(countryName("DE", "fr")).toBe("Allemagne");
    expect(countryName("it", "zh")).toBe("意大利");
    expect(countryName("IT", "ko")).toBe("이탈리아");
  });
  it("is null for an unknown code", () => {
    expect(countryName("ZZ", "en")).toBeNull();
    expect(countryName(null, "en")).toBeNull();
  });
});

describe("callingCodeOf", () => {
  it("gives the calling code with a plus sign", () => {
    expect(callingCodeOf("IT")).toBe("+39");
    expect(callingCodeOf("us")).toBe("+1");
    expect(callingCodeOf("AS")).toBe("+1-684");
  });
  it("takes the first of several codes", () => {
    expect(callingCodeOf("DO")).toBe("+1-809");
  });
  it("is null for an unknown code", () => {
    expect(callingCodeOf("ZZ")).toBeNull();
    expect(callingCodeOf(undefined)).toBeNull();
  });
});
