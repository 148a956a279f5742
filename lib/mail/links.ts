// Links in a plain-text mail body: printed to the log in outbox mode and made clickable in
// /dev/mailbox. Only http(s) so a crafted body can never produce a javascript: link.

const LINK = /https?:\/\/[^\s<>"'`]+/g;
// Sentence punctuation after a URL belongs to the sentence, not to the link.
const TRAILING = /[.,;:!?)\]}]+$/;

export type TextPart = { text: string; href?: string };

/** The text cut into plain runs and links, in order; joining every `text` gives the input back. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(TRAILING, "");
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export function extractLinks(text: string): string[] {
  return [...new Set(splitLinks(text).flatMap((p) => (p.href ? [p.href] : [])))];
}
