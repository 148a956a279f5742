// Response language: Accept-Language, else ?lang=, else the user's default_language, else en.

export const supportedLanguages = ["en", "it", "es", "fr", "de", "pt", "zh", "ko"] as const;
export type Lang = (typeof supportedLanguages)[number];

const legacy: Record<string, string> = { cn: "zh", kr: "ko", us: "en" };

/** Two-letter code from anything like `zh-CN`, `KR`, `en_US`; undefined when unsupported. */
export function normaliseLanguage(code: string | null | undefined): Lang | undefined {
  if (!code) return undefined;
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  const mapped = legacy[base] ?? base;
  return (supportedLanguages as readonly string[]).includes(mapped) ? (mapped as Lang) : undefined;
}

/** The best supported language of an Accept-Language header, by q weight. */
export function fromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.tag && r.tag !== "*" && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranked) {
    const lang = normaliseLanguage(r.tag);
    if (lang) return lang;
  }
  return undefined;
}

export function negotiateLanguage(
  acceptLanguage: string | null | undefined,
  queryLang: string | null | undefined,
  userDefault?: string | null,
): Lang {
  return fromAcceptLanguage(acceptLanguage) ?? normaliseLanguage(queryLang) ?? normaliseLanguage(userDefault) ?? "en";
}
