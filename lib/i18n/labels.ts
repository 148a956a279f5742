import { supportedLanguages, type Lang } from "@/lib/i18n/language";
import { catalogues } from "@/lib/i18n/messages";

// Display labels of the user resource and other records, per response language. The texts live
// in the catalogues' `labels` namespace, the same source the pages use. The serializers call
// label() several times per record on the API's hot path, so each language's labels are laid out
// once in a flat map ("gender.male" → text).

type Labels = (typeof catalogues)["en"]["labels"];
export type LabelKey = { [G in keyof Labels]: `${G & string}.${keyof Labels[G] & string}` }[keyof Labels];

const flat = Object.fromEntries(
  supportedLanguages.map((lang) => {
    const entries: [string, string][] = [];
    for (const [group, texts] of Object.entries(catalogues[lang].labels)) {
      for (const [code, text] of Object.entries(texts as Record<string, string>)) entries.push([`${group}.${code}`, text]);
    }
    return [lang, new Map(entries)];
  }),
) as Record<Lang, Map<string, string>>;

export function label(key: LabelKey, lang: Lang): string {
  return flat[lang].get(key) ?? flat.en.get(key) ?? key;
}

/** Enum input accepts the stable code or any of its labels (in any language, case-insensitive). */
export function codeFromLabel<C extends string>(prefix: string, codes: readonly C[], input: string): C | undefined {
  const wanted = input.trim().toLowerCase();
  for (const code of codes) {
    if (code.toLowerCase() === wanted) return code;
    if (supportedLanguages.some((lang) => flat[lang].get(`${prefix}.${code}`)?.toLowerCase() === wanted)) return code;
  }
  return undefined;
}
