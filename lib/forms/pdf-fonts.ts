import fs from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { StandardFonts, type PDFDocument, type PDFFont } from "pdf-lib";
import subsetFont from "subset-font";

// The fonts a PDF is drawn with. Text that the standard PDF fonts can encode (WinAnsi: English,
// Italian, Spanish, French, German, Portuguese) uses Helvetica, which costs nothing to embed.
// Anything else (a Chinese or Korean page, a name in another script) uses Noto Sans SC or KR
// (SIL Open Font License, from @expo-google-fonts), cut down with HarfBuzz to the characters the
// document draws: a few kilobytes instead of 6–10 MB. pdf-lib's own subsetting drops glyphs of
// these fonts, so the subset is made first and embedded whole.

export type PdfFonts = { regular: PDFFont; bold: PDFFont; kind: "standard" | "noto-sc" | "noto-kr" };

const winAnsi = /^[\n\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u20ac]*$/;
const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

const fontFile = (family: "sc" | "kr", weight: "400Regular" | "700Bold") =>
  path.join(process.cwd(), "node_modules", "@expo-google-fonts", `noto-sans-${family}`, weight, `NotoSans${family.toUpperCase()}_${weight}.ttf`);

const cache = new Map<string, Promise<Buffer>>();
const readFont = (file: string) => {
  let bytes = cache.get(file);
  if (!bytes) cache.set(file, (bytes = fs.readFile(file)));
  return bytes;
};

async function subsetOf(file: string, text: string): Promise<Uint8Array> {
  // Without the layout tables: pdf-lib measures and draws glyph by glyph, and fontkit's
  // ligatures and contextual forms otherwise leave gaps ("confi rm") and wide digits.
  return new Uint8Array(await subsetFont(await readFont(file), text, { targetFormat: "truetype", noLayoutClosure: true, dropTables: ["GSUB", "GPOS", "GDEF"] }));
}

/** Fonts that can draw every character of `text` (all the strings the document will draw). */
export async function embedFonts(pdf: PDFDocument, text: string): Promise<PdfFonts> {
  const normalised = text.normalize("NFC");
  if (winAnsi.test(normalised)) {
    return { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold), kind: "standard" };
  }
  const family = hangul.test(normalised) ? "kr" : "sc";
  // The characters as a set, plus what page numbers and dates may add.
  const chars = [...new Set(`${normalised}0123456789 -:()#.,/`)].join("");
  pdf.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([subsetOf(fontFile(family, "400Regular"), chars), subsetOf(fontFile(family, "700Bold"), chars)]);
  return { regular: await pdf.embedFont(regular), bold: await pdf.embedFont(bold), kind: family === "kr" ? "noto-kr" : "noto-sc" };
}
