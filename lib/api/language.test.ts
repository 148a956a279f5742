import { describe, expect, it } from "vitest";
import { fromAcceptLanguage, negotiateLanguage, normaliseLanguage } from "@/lib/i18n/language";

// The kernel's response language: Accept-Language, else ?lang=, else the user's default, else en.

describe("normaliseLanguage", () => {
  it("maps the legacy codes cn, kr and us", () => {
    expect(normaliseLanguage("cn")).toBe("zh");
    expect(normaliseLanguage("kr")).toBe("ko");
    expect(normaliseLanguage("us")).toBe("en");
    expect(normaliseLanguage("KR")).toBe("ko");
  });

  it("reduces regional tags in any case and separator", () => {
    expect(normaliseLanguage("zh-CN")).toBe("zh");
    expect(normaliseLanguage("en_US")).toBe("en");
    expect(normaliseLanguage(" PT-br ")).toBe("pt");
  });

  it("knows the supported languages and nothing else", () => {
    for (const l of ["en", "it", "es", "fr", "de", "pt", "zh", "ko"]) expect(normaliseLanguage(l)).toBe(l);
    for (const l of ["xx", "ja", "", "*", "english"]) expect(normaliseLanguage(l)).toBeUndefined();
    expect(normaliseLanguage(null)).toBeUndefined();
    expect(normaliseLanguage(undefined)).toBeUndefined();
  });
});

describe("fromAcceptLanguage", () => {
  it("picks the highest q that is supported, in header order for ties", () => {
    expect(fromAcceptLanguage("ja, it;q=0.8, fr;q=0.9")).toBe("fr");
    expect(fromAcceptLanguage("de, fr")).toBe("de");
    expect(fromAcceptLanguage("it-IT,it;q=0.9,en-US;q=0.8")).toBe("it");
  });

  it("skips q=0, wildcards and garbage weights", () => {
    expect(fromAcceptLanguage("it;q=0, es")).toBe("es");
    expect(fromAcceptLanguage("*")).toBeUndefined();
    expect(fromAcceptLanguage("ja;q=1, *;q=0.5")).toBeUndefined();
    expect(fromAcceptLanguage("ko;q=abc, fr;q=0.1")).toBe("fr");
    expect(fromAcceptLanguage("")).toBeUndefined();
  });

  it("understands legacy codes in the header too", () => {
    expect(fromAcceptLanguage("kr")).toBe("ko");
    expect(fromAcceptLanguage("cn;q=0.9, xx")).toBe("zh");
  });
});

describe("negotiateLanguage", () => {
  it("prefers the header, then ?lang=, then the user's default, then en", () => {
    expect(negotiateLanguage("de", "kr", "it")).toBe("de");
    expect(negotiateLanguage(null, "kr", "it")).toBe("ko");
    expect(negotiateLanguage(null, null, "cn")).toBe("zh");
    expect(negotiateLanguage(null, null, null)).toBe("en");
  });

  it("falls through unsupported values", () => {
    expect(negotiateLanguage("xx", "yy", "us")).toBe("en");
    expect(negotiateLanguage("ja", "pt", null)).toBe("pt");
    expect(negotiateLanguage("*", null, "kr")).toBe("ko");
  });
});
