import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { flatten, usedKeys } from "@/lib/i18n/catalogue-keys";
import { supportedLanguages } from "@/lib/i18n/language";
import { catalogues } from "@/lib/i18n/messages";

const english = flatten(catalogues.en);
const root = path.resolve(import.meta.dirname, "../..");

/** The names of a message's ICU arguments and tags ({name}, {count, plural, …}, <b>…</b>). */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time) out.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      out.add(e.value);
      for (const option of Object.values(e.options)) argumentsOf(option.value, out);
    }
    if (e.type === TYPE.tag) {
      out.add(`<${e.value}>`);
      argumentsOf(e.children, out);
    }
  }
  return out;
}

describe("message catalogues", () => {
  it.each(supportedLanguages.filter((l) => l !== "en"))("%s has exactly the keys English has", (lang) => {
    const keys = flatten(catalogues[lang]);
    expect([...english.keys()].filter((k) => !keys.has(k)), `missing in ${lang}`).toEqual([]);
    expect([...keys.keys()].filter((k) => !english.has(k)), `not in English`).toEqual([]);
  });

  it.each([...supportedLanguages])("%s: every message is valid ICU with the arguments English has", (lang) => {
    const wrong: string[] = [];
    for (const [key, text] of flatten(catalogues[lang])) {
      if (!text.trim()) wrong.push(`${key}: empty`);
      try {
        const mine = [...argumentsOf(parse(text))].sort().join(",");
        const reference = [...argumentsOf(parse(english.get(key) ?? ""))].sort().join(",");
        if (mine !== reference) wrong.push(`${key}: {${mine}} vs English {${reference}}`);
      } catch (e) {
        wrong.push(`${key}: ${(e as Error).message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("has no key that the code never uses", () => {
    const keys = new Set(english.keys());
    const { exact, prefixes } = usedKeys(root, keys);
    const unused = [...keys].filter((k) => !exact.has(k) && ![...prefixes].some((p) => k.startsWith(p)));
    expect(unused).toEqual([]);
  });

  it("finds the keys a translator reads, and not others", () => {
    // The checker itself: the nav items are read through t(`items.${label}`), the labels through label().
    const { exact, prefixes } = usedKeys(root, new Set(english.keys()));
    expect([...prefixes]).toContain("nav.items.");
    expect(exact.has("common.skipToContent")).toBe(true);
    expect(exact.has("nav.nonexistent")).toBe(false);
    // Naming a namespace is not using all of it.
    expect([...prefixes].some((p) => p === "common." || p === "header.")).toBe(false);
  });
});
