import { createTranslator } from "next-intl";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { embedFonts } from "@/lib/forms/pdf-fonts";
import { paginate, wrapParagraph, wrapText } from "@/lib/forms/pdf-wrap";
import type { FormDefinition, FormVersion } from "@/lib/forms/texts/form-text";
import { intlLocale } from "@/lib/i18n/intl-locale";
import type { Lang } from "@/lib/i18n/language";
import { catalogues } from "@/lib/i18n/messages";

// The printable form: title, version, the full text over as many A4 pages as it needs, and a
// signature block (filled in once signed, left blank with lines to sign on paper otherwise).
// The words around the text (header, signature block, page numbers) are in the reader's
// language; the form's own text is the published version, in the language it was published in.

export type PdfSignature = { name: string; signedAt: Date; signedBy: "diver" | "guardian"; diverName: string; textSha256: string };

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const BODY = { size: 10.5, leading: 15 };
const TEXT_WIDTH = A4.width - 2 * MARGIN;
const SIGNATURE_BLOCK_HEIGHT = 170;

function drawLines(page: PDFPage, lines: string[], top: number, font: PDFFont) {
  lines.forEach((line, i) => {
    if (line) page.drawText(line, { x: MARGIN, y: top - i * BODY.leading, size: BODY.size, font, color: rgb(0.1, 0.12, 0.16) });
  });
}

type Words = ReturnType<typeof wordsFor>;
function wordsFor(lang: Lang) {
  const t = createTranslator({ locale: lang, messages: catalogues[lang], namespace: "forms.pdfFile" });
  return t;
}

/** The signature block's rows: [label, value, small print]; an empty value is a line to sign on. */
function signatureRows(t: Words, signature: PdfSignature | null): [string, string, boolean][] {
  if (!signature) return [[t("fullName"), "", false], [t("date"), "", false], [t("signature"), "", false], [t("signer"), t("signerBoxes"), false]];
  const name = signature.name.normalize("NFC");
  return [
    [t("signedBy"), signature.signedBy === "guardian" ? t("asGuardian", { name, diver: signature.diverName.normalize("NFC") }) : t("asDiver", { name }), false],
    [t("dateTime"), `${signature.signedAt.toISOString().replace("T", " ").slice(0, 19)} UTC`, false],
    [t("signature"), t("electronic"), false],
    [t("sha"), signature.textSha256, true],
  ];
}

function drawSignatureBlock(page: PDFPage, top: number, fonts: { regular: PDFFont; bold: PDFFont }, title: string, rows: [string, string, boolean][]) {
  const line = (y: number) => page.drawLine({ start: { x: MARGIN + 110, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.6, color: rgb(0.5, 0.5, 0.55) });
  page.drawText(title, { x: MARGIN, y: top, size: 12, font: fonts.bold });
  let y = top - 24;
  for (const [label, value, small] of rows) {
    const size = small ? 7.5 : 9.5;
    page.drawText(label, { x: MARGIN, y, size: 9.5, font: fonts.bold, color: rgb(0.3, 0.32, 0.36) });
    // A long value (the translated e-signature sentence) wraps under itself, pushing the next row down.
    const lines = value ? wrapParagraph(value, TEXT_WIDTH - 110, (s) => fonts.regular.widthOfTextAtSize(s, size)) : [];
    lines.forEach((text, n) => page.drawText(text, { x: MARGIN + 110, y: y - n * 12, size, font: fonts.regular }));
    if (!value) line(y - 2);
    y -= 26 + Math.max(0, lines.length - 1) * 12;
  }
}

export async function renderFormPdf(form: FormDefinition, version: FormVersion, signature: PdfSignature | null, lang: Lang = "en"): Promise<Uint8Array> {
  const t = wordsFor(lang);
  const locale = intlLocale(lang);
  const published = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${version.publishedOn}T00:00:00Z`));
  const language = new Intl.DisplayNames([locale], { type: "language" }).of(version.language) ?? version.language;
  const header = t("header", { code: form.code, version: version.version, language, date: published });
  const ownPage = t("ownPage", { title: form.title, version: version.version });
  const rows = signatureRows(t, signature);
  const pdf = await PDFDocument.create();
  pdf.setTitle(t("title", { title: form.title, version: version.version }));
  pdf.setAuthor("DiveCert");
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  // Every string the document draws, so the fonts can cover each character.
  const { regular, bold } = await embedFonts(pdf, [form.title, version.text, header, ownPage, t("signature"), t("page", { n: 0 }), ...rows.flat().filter((v) => typeof v === "string")].join("\n"));
  const lines = wrapText(version.text.normalize("NFC"), TEXT_WIDTH, (s) => regular.widthOfTextAtSize(s, BODY.size));
  const headerHeight = 70;
  const usable = A4.height - 2 * MARGIN;
  const pages = paginate(lines, Math.floor((usable - headerHeight) / BODY.leading), Math.floor(usable / BODY.leading));
  pages.forEach((chunk, i) => {
    const page = pdf.addPage([A4.width, A4.height]);
    let top = A4.height - MARGIN;
    if (i === 0) {
      page.drawText(form.title.normalize("NFC"), { x: MARGIN, y: top - 14, size: 16, font: bold, maxWidth: TEXT_WIDTH });
      page.drawText(header, {
        x: MARGIN, y: top - 36, size: 9, font: regular, color: rgb(0.35, 0.37, 0.4),
      });
      top -= headerHeight;
    }
    drawLines(page, chunk, top, regular);
    pageNumber(page, t("page", { n: i + 1 }), regular);
  });
  // The signature block goes under the last line when it fits, else on a page of its own.
  const last = pdf.getPages()[pdf.getPageCount() - 1]!;
  const lastLines = pages[pages.length - 1]!.length;
  const lastTop = A4.height - MARGIN - (pages.length === 1 ? headerHeight : 0) - lastLines * BODY.leading - 24;
  if (lastTop - SIGNATURE_BLOCK_HEIGHT > MARGIN) drawSignatureBlock(last, lastTop, { regular, bold }, t("signature"), rows);
  else {
    const page = pdf.addPage([A4.width, A4.height]);
    // A page of its own still says which form and version it belongs to.
    page.drawText(ownPage.normalize("NFC"), { x: MARGIN, y: A4.height - MARGIN, size: 9, font: regular, color: rgb(0.35, 0.37, 0.4) });
    drawSignatureBlock(page, A4.height - MARGIN - 40, { regular, bold }, t("signature"), rows);
    pageNumber(page, t("page", { n: pdf.getPageCount() }), regular);
  }
  return pdf.save();
}

function pageNumber(page: PDFPage, label: string, font: PDFFont) {
  page.drawText(label, { x: A4.width - MARGIN - font.widthOfTextAtSize(label, 8), y: MARGIN / 2, size: 8, font, color: rgb(0.5, 0.5, 0.55) });
}
