import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { currentVersion, findForm } from "@/lib/forms/catalogue";
import { renderFormPdf, type PdfSignature } from "@/lib/forms/render-form-pdf";

// The form PDF in the reader's language: words around the text translated, and fonts that can
// draw them (the standard Helvetica for Latin text, a Noto Sans subset for Chinese and Korean).

const form = findForm("liability_release");
const version = currentVersion(form);
const signature = (name: string, diverName = name): PdfSignature => ({
  name, diverName, signedBy: "diver", signedAt: new Date("2026-11-20T10:30:00Z"), textSha256: "ab".repeat(32),
});

async function fontsOf(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const names = new Set<string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("Font")) {
      names.add(String(object.get(PDFName.of("BaseFont"))).replace(/^\/(\w{6}\+)?/, ""));
    }
  }
  return [...names].sort();
}

describe("form PDF languages", () => {
  it("keeps the standard fonts for Latin text, with the words in the reader's language", async () => {
    const en = await renderFormPdf(form, version, null, "en");
    const it = await renderFormPdf(form, version, signature("Marina Corallo"), "it");
    expect(await fontsOf(en)).toEqual(["Helvetica", "Helvetica-Bold"]);
    expect(await fontsOf(it)).toEqual(["Helvetica", "Helvetica-Bold"]);
    expect((await PDFDocument.load(en)).getTitle()).toBe(`${form.title} (version ${version.version})`);
    expect((await PDFDocument.load(it)).getTitle()).toBe(`${form.title} (versione ${version.version})`);
  });

  it("draws Chinese and Korean with a small Noto Sans subset", async () => {
    const zh = await renderFormPdf(form, version, signature("王小明"), "zh");
    const ko = await renderFormPdf(form, version, null, "ko");
    expect((await fontsOf(zh)).filter((f) => f.startsWith("NotoSansSC"))).toHaveLength(2);
    expect((await fontsOf(ko)).filter((f) => f.startsWith("NotoSansKR"))).toHaveLength(2);
    expect((await PDFDocument.load(zh)).getTitle()).toBe(`${form.title}（第 ${version.version} 版）`);
    expect((await PDFDocument.load(ko)).getTitle()).toBe(`${form.title}(버전 ${version.version})`);
    // The subsets carry only the characters drawn: kilobytes, not the fonts' megabytes.
    expect(zh.byteLength).toBeLessThan(300_000);
    expect(ko.byteLength).toBeLessThan(300_000);
  });

  it("prints a name in another script instead of question marks in an English PDF", async () => {
    const bytes = await renderFormPdf(form, version, signature("김민준"), "en");
    expect((await fontsOf(bytes)).some((f) => f.startsWith("NotoSansKR"))).toBe(true);
  });
});
