// Line breaking for the PDF: pure, so it can be tested without drawing. `width` measures a
// string in points with the font and size the caller draws with.

export type Measure = (text: string) => number;

/** Breaks one paragraph into lines no wider than maxWidth; a word longer than a line is split. */
export function wrapParagraph(paragraph: string, maxWidth: number, width: Measure, indent = ""): string[] {
  const words = paragraph.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  const push = () => {
    if (line) lines.push(line);
    line = "";
  };
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : `${lines.length ? indent : ""}${word}`;
    if (width(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    push();
    let rest = `${lines.length ? indent : ""}${word}`;
    // A word wider than the whole line (a long hash, a URL) is cut where it overflows.
    while (width(rest) > maxWidth) {
      let cut = rest.length - 1;
      while (cut > 1 && width(rest.slice(0, cut)) > maxWidth) cut--;
      lines.push(rest.slice(0, cut));
      rest = indent + rest.slice(cut);
    }
    line = rest;
  }
  push();
  return lines;
}

/**
 * The whole text as lines: paragraphs are separated by a blank line, list items ("- ") get a
 * bullet and a hanging indent so the wrapped lines align with the item's first word.
 */
export function wrapText(text: string, maxWidth: number, width: Measure): string[] {
  const out: string[] = [];
  const blocks = text.split(/\n\s*\n|\n(?=- )/);
  blocks.forEach((block, i) => {
    const trimmed = block.trim();
    if (!trimmed) return;
    const item = trimmed.startsWith("- ");
    const lines = item ? wrapParagraph(`\u2022 ${trimmed.slice(2)}`, maxWidth, width, "   ") : wrapParagraph(trimmed, maxWidth, width);
    out.push(...lines);
    const nextIsItem = blocks[i + 1]?.trim().startsWith("- ");
    if (i < blocks.length - 1 && !(item && nextIsItem)) out.push("");
  });
  return out;
}

/** Splits lines into pages of at most `perPage` lines, never starting a page with a blank line. */
export function paginate(lines: string[], firstPage: number, perPage: number): string[][] {
  const pages: string[][] = [];
  let current: string[] = [];
  let room = firstPage;
  for (const line of lines) {
    if (current.length === 0 && line === "" && pages.length > 0) continue;
    if (current.length >= room) {
      pages.push(current);
      current = [];
      room = perPage;
      if (line === "") continue;
    }
    current.push(line);
  }
  if (current.length || pages.length === 0) pages.push(current);
  return pages;
}
