// next/og renders with the Geist font it ships. Any character Geist lacks makes Satori fetch a
// fallback font (or an emoji image) from the network at request time, so the card keeps only
// characters the bundled font covers: Latin, Vietnamese, basic Cyrillic and common punctuation.
const covered =
  /[\u0020-\u007e\u00a0-\u00ac\u00ae-\u0113\u0116-\u012b\u012e-\u0137\u0139-\u013e\u0141-\u0148\u014a-\u014d\u0150-\u017e\u0218-\u021b\u0400-\u045f\u1ea0-\u1ef9\u2013\u2014\u2018-\u201a\u201c-\u201e\u2026]/u;

/** `text` reduced to what the bundled font can draw; null when nothing drawable is left. */
export function cardText(text: string | null | undefined, max = 60): string | null {
  if (!text) return null;
  const kept = Array.from(text.normalize("NFC"))
    .filter((ch) => covered.test(ch))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  if (!kept) return null;
  return kept.length > max ? `${kept.slice(0, max - 1).trimEnd()}…` : kept;
}
