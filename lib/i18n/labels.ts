import type { Lang } from "@/lib/i18n/language";
import { catalogues, messageAt } from "@/lib/i18n/messages";

// Display labels of the user resource and other records, per response language. The texts live
// in the catalogues' `labels` namespace, the same source the pages use.

type Labels = (typeof catalogues)["en"]["labels"];
export type LabelKey = { [G in keyof Labels]: `${G & string}.${keyof Labels[G] & string}` }[keyof Labels];

export function label(key: LabelKey, lang: Lang): string {
  return messageAt(lang, `labels.${key}`) ?? key;
}

/** Enum input accepts the stable code or any of its labels (English first, case-insensitive). */
export function codeFromLabel<C extends string>(prefix: string, codes: readonly C[], input: string): C | undefined {
  const wanted = input.trim().toLowerCase();
  const group = prefix as keyof Labels;
  for (const code of codes) {
    if (code.toLowerCase() === wanted) return code;
    for (const catalogue of Object.values(catalogues)) {
      const text = (catalogue.labels[group] as Record<string, string> | undefined)?.[code];
      if (text?.toLowerCase() === wanted) return code;
    }
  }
  return undefined;
}
