import { describe, expect, it } from "vitest";
import { cleanFileName, contentDisposition, titleFromFileName } from "@/lib/documents/file-name";

describe("cleanFileName", () => {
  it("keeps a plain name and its matching extension", () => {
    expect(cleanFileName("Medical certificate.PDF", "application/pdf")).toBe("Medical certificate.pdf");
    expect(cleanFileName("card.jpeg", "image/jpeg")).toBe("card.jpeg");
  });

  it("drops folders, both kinds of separator", () => {
    expect(cleanFileName("../../etc/passwd", "application/pdf")).toBe("passwd.pdf");
    expect(cleanFileName("C:\\Users\\me\\scan.png", "image/png")).toBe("scan.png");
  });

  it("gives the extension of what the bytes are", () => {
    expect(cleanFileName("scan.pdf", "image/png")).toBe("scan.png");
    expect(cleanFileName("noext", "image/jpeg")).toBe("noext.jpg");
  });

  it("removes control and bidi characters and leading dots", () => {
    expect(cleanFileName("in\u202Egpj.exe", "application/pdf")).toBe("ingpj.pdf");
    expect(cleanFileName("a\u0000b\nc.pdf", "application/pdf")).toBe("abc.pdf");
    expect(cleanFileName("...hidden.pdf", "application/pdf")).toBe("hidden.pdf");
  });

  it("names an empty or dots-only name 'document' and bounds long names", () => {
    expect(cleanFileName("", "application/pdf")).toBe("document.pdf");
    expect(cleanFileName("....", "image/png")).toBe("document.png");
    const long = cleanFileName(`${"x".repeat(400)}.pdf`, "application/pdf");
    expect(long.length).toBe(150);
    expect(long.endsWith(".pdf")).toBe(true);
  });
});

describe("titleFromFileName / contentDisposition", () => {
  it("title is the name without extension", () => {
    expect(titleFromFileName("Dive licence.pdf")).toBe("Dive licence");
  });

  it("sends an ASCII fallback and the UTF-8 name", () => {
    expect(contentDisposition('Certificato médico "1".pdf')).toBe(
      `attachment; filename="Certificato m_dico _1_.pdf"; filename*=UTF-8''Certificato%20m%C3%A9dico%20%221%22.pdf`,
    );
  });
});
