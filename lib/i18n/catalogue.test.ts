import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { flatten, sourceText, usedKeys } from "@/lib/i18n/catalogue-keys";
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
    // The services' messages are found by their English text (lib/i18n/service-messages.ts),
    // not by key: the next test checks those against the services' source instead.
    const keys = new Set([...english.keys()].filter((k) => !k.startsWith("service.")));
    const { exact, prefixes } = usedKeys(root, keys);
    const unused = [...keys].filter((k) => !exact.has(k) && ![...prefixes].some((p) => k.startsWith(p)));
    expect(unused).toEqual([]);
  });

  it("has only service messages, fields and things that the services still use", () => {
    const source = sourceText(root);
    const stale: string[] = [];
    for (const [key, text] of english) {
      if (key.startsWith("service.messages.")) {
        // Every literal run of the English template (between its {arguments}) is in some service's words.
        const runs = text.split(/\{\w+\}/).map((s) => s.trim()).filter((s) => s.length > 3);
        if (!runs.every((run) => source.includes(run))) stale.push(key);
      } else if (key.startsWith("service.fields.")) {
        if (!source.includes(key.slice("service.fields.".length))) stale.push(key);
      } else if (key.startsWith("service.things.")) {
        if (!source.includes(`"${text}"`)) stale.push(key);
      }
    }
    expect(stale).toEqual([]);
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
