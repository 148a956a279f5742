import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";

// A plain A4 booklet from structured text: a title block, numbered section headings, wrapped
// paragraphs and bullet lists, and "Page n of m" in every footer. The standard fonts only
// cover WinAnsi, so the text is limited to Latin-1 punctuation (the content is ours).

export type PdfBlock = { heading: string; paragraphs: string[]; bullets?: string[] };
export type PdfContent = { title: string; subtitle: string; edition: string; sections: PdfBlock[] };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 64;
const BODY = 11;
const LEADING = 15.5;
const ink = rgb(0.12, 0.16, 0.2);
const accent = rgb(0.03, 0.4, 0.6);
const muted = rgb(0.4, 0.45, 0.5);

/** Words into lines no wider than `width`; a word longer than a line gets a line of its own. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderPdf(content: PdfContent, fixedDate: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // Fixed metadata: the same content always gives the same bytes (and SHA-256).
  doc.setTitle(content.title);
  doc.setAuthor("DiveCert");
  doc.setCreator("DiveCert");
  doc.setProducer("DiveCert (pdf-lib)");
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const newPage = () => {
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const ensure = (height: number) => {
    if (y - height < MARGIN + 30) newPage();
  };
  const write = (text: string, font: PDFFont, size: number, color = ink, indent = 0) => {
    for (const l of wrap(text, font, size, width - indent)) {
      ensure(size * 1.45);
      page.drawText(l, { x: MARGIN + indent, y: y - size, size, font, color });
      y -= size * 1.45;
    }
  };

  page.drawRectangle({ x: MARGIN, y: y - 6, width: 48, height: 6, color: accent });
  y -= 40;
  write(content.title, bold, 26, ink);
  y -= 6;
  write(content.subtitle, regular, 13, muted);
  write(content.edition, regular, 10, muted);
  y -= 24;

  content.sections.forEach((section, i) => {
    ensure(60);
    y -= 10;
    write(`${i + 1}. ${section.heading}`, bold, 15, accent);
    y -= 4;
    for (const p of section.paragraphs) {
      for (const l of wrap(p, regular, BODY, width)) {
        ensure(LEADING);
        page.drawText(l, { x: MARGIN, y: y - BODY, size: BODY, font: regular, color: ink });
        y -= LEADING;
      }
      y -= 6;
    }
    for (const b of section.bullets ?? []) {
      const lines = wrap(b, regular, BODY, width - 16);
      lines.forEach((l, n) => {
        ensure(LEADING);
        if (n === 0) page.drawText("-", { x: MARGIN + 2, y: y - BODY, size: BODY, font: bold, color: accent });
        page.drawText(l, { x: MARGIN + 16, y: y - BODY, size: BODY, font: regular, color: ink });
        y -= LEADING;
      });
    }
    y -= 4;
  });

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    p.drawLine({ start: { x: MARGIN, y: MARGIN }, end: { x: A4[0] - MARGIN, y: MARGIN }, thickness: 0.5, color: muted });
    p.drawText(content.title, { x: MARGIN, y: MARGIN - 16, size: 9, font: regular, color: muted });
    p.drawText(label, { x: A4[0] - MARGIN - regular.widthOfTextAtSize(label, 9), y: MARGIN - 16, size: 9, font: regular, color: muted });
  });
  return doc.save();
}
