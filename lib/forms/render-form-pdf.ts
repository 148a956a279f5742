import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { paginate, wrapText } from "@/lib/forms/pdf-wrap";
import type { FormDefinition, FormVersion } from "@/lib/forms/texts/form-text";

// The printable form: title, version, the full text over as many A4 pages as it needs, and a
// signature block (filled in once signed, left blank with lines to sign on paper otherwise).

export type PdfSignature = { name: string; signedAt: Date; signedBy: "diver" | "guardian"; diverName: string; textSha256: string };

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const BODY = { size: 10.5, leading: 15 };
const TEXT_WIDTH = A4.width - 2 * MARGIN;
const SIGNATURE_BLOCK_HEIGHT = 150;

// The standard fonts only encode WinAnsi; anything else (a name in another script) becomes "?".
const winAnsi = (s: string) => s.normalize("NFC").replace(/[^\n\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u20ac]/g, "?");

function drawLines(page: PDFPage, lines: string[], top: number, font: PDFFont) {
  lines.forEach((line, i) => {
    if (line) page.drawText(line, { x: MARGIN, y: top - i * BODY.leading, size: BODY.size, font, color: rgb(0.1, 0.12, 0.16) });
  });
}

function drawSignatureBlock(page: PDFPage, top: number, fonts: { regular: PDFFont; bold: PDFFont }, signature: PdfSignature | null) {
  const line = (y: number) => page.drawLine({ start: { x: MARGIN + 110, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.6, color: rgb(0.5, 0.5, 0.55) });
  page.drawText("Signature", { x: MARGIN, y: top, size: 12, font: fonts.bold });
  const rows: [string, string][] = signature
    ? [
        ["Signed by", `${winAnsi(signature.name)} (${signature.signedBy === "guardian" ? `parent or guardian of ${winAnsi(signature.diverName)}` : "diver"})`],
        ["Date and time", `${signature.signedAt.toISOString().replace("T", " ").slice(0, 19)} UTC`],
        ["Signature", "Signed electronically on DiveCert by typing the full name and accepting the text."],
        ["Text SHA-256", signature.textSha256],
      ]
    : [["Full name", ""], ["Date", ""], ["Signature", ""], ["Signer", "[ ] diver    [ ] parent or guardian of a diver under 18"]];
  rows.forEach(([label, value], i) => {
    const y = top - 24 - i * 26;
    page.drawText(label, { x: MARGIN, y, size: 9.5, font: fonts.bold, color: rgb(0.3, 0.32, 0.36) });
    const size = label === "Text SHA-256" ? 7.5 : 9.5;
    if (value) page.drawText(value, { x: MARGIN + 110, y, size, font: fonts.regular, maxWidth: TEXT_WIDTH - 110 });
    else line(y - 2);
  });
}

export async function renderFormPdf(form: FormDefinition, version: FormVersion, signature: PdfSignature | null): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${form.title} (version ${version.version})`);
  pdf.setAuthor("DiveCert");
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const lines = wrapText(winAnsi(version.text), TEXT_WIDTH, (s) => regular.widthOfTextAtSize(s, BODY.size));
  const headerHeight = 70;
  const usable = A4.height - 2 * MARGIN;
  const pages = paginate(lines, Math.floor((usable - headerHeight) / BODY.leading), Math.floor(usable / BODY.leading));
  pages.forEach((chunk, i) => {
    const page = pdf.addPage([A4.width, A4.height]);
    let top = A4.height - MARGIN;
    if (i === 0) {
      page.drawText(winAnsi(form.title), { x: MARGIN, y: top - 14, size: 16, font: bold, maxWidth: TEXT_WIDTH });
      page.drawText(`DiveCert form ${form.code}, version ${version.version} (${version.language}), published ${version.publishedOn}`, {
        x: MARGIN, y: top - 36, size: 9, font: regular, color: rgb(0.35, 0.37, 0.4),
      });
      top -= headerHeight;
    }
    drawLines(page, chunk, top, regular);
    pageNumber(page, i + 1, regular);
  });
  // The signature block goes under the last line when it fits, else on a page of its own.
  const last = pdf.getPages()[pdf.getPageCount() - 1]!;
  const lastLines = pages[pages.length - 1]!.length;
  const lastTop = A4.height - MARGIN - (pages.length === 1 ? headerHeight : 0) - lastLines * BODY.leading - 24;
  if (lastTop - SIGNATURE_BLOCK_HEIGHT > MARGIN) drawSignatureBlock(last, lastTop, { regular, bold }, signature);
  else {
    const page = pdf.addPage([A4.width, A4.height]);
    // A page of its own still says which form and version it belongs to.
    page.drawText(winAnsi(`${form.title}, version ${version.version}`), { x: MARGIN, y: A4.height - MARGIN, size: 9, font: regular, color: rgb(0.35, 0.37, 0.4) });
    drawSignatureBlock(page, A4.height - MARGIN - 40, { regular, bold }, signature);
    pageNumber(page, pdf.getPageCount(), regular);
  }
  return pdf.save();
}

function pageNumber(page: PDFPage, n: number, font: PDFFont) {
  page.drawText(`Page ${n}`, { x: A4.width - MARGIN - 40, y: MARGIN / 2, size: 8, font, color: rgb(0.5, 0.5, 0.55) });
}
