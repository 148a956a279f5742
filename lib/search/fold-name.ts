// Names compared case- and accent-insensitively: "Müller" = "MULLER", "José" = "jose". Done in
// JavaScript because PostgreSQL's unaccent extension is neither in PGlite's default build nor
// guaranteed on a managed server (docs/decisions/0011-recognitions-and-search.md).

// Letters that are not a base letter plus a combining mark, so NFD alone leaves them as they are.
const standalone: Record<string, string> = {
  ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", ł: "l", þ: "th", ı: "i",
};

/** A comparison key: no accents, lower case, one space between words, no edge spaces. */
export function foldName(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (c) => standalone[c] ?? c)
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
}
