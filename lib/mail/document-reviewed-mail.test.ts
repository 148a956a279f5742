import { describe, expect, it } from "vitest";
import { documentReviewedMail } from "@/lib/mail/templates";

const url = "https://divecert.example/documents";
const hostile = `<img src=x onerror="alert(1)"> {title}`;

describe("documentReviewedMail", () => {
  it("tells of an acceptance in the diver's language, English for unknown languages", () => {
    const it_ = documentReviewedMail({ firstName: "Lucia", lang: "it", title: "Brevetto", url, outcome: { accepted: true } });
    expect(it_.subject).toBe("Il tuo documento è stato accettato");
    expect(it_.text).toContain("Ciao Lucia");
    expect(it_.text).toContain("“Brevetto”");
    expect(it_.text).toContain(url);
    expect(documentReviewedMail({ lang: "ko", title: "Card", url, outcome: { accepted: true } }).subject).toBe("문서가 승인되었습니다");
    expect(documentReviewedMail({ lang: "xx", title: "Card", url, outcome: { accepted: true } }).subject).toBe("Your document was accepted");
  });

  it("gives the rejection's reason, escaped in the HTML and not read as a placeholder", () => {
    const mail = documentReviewedMail({ firstName: "Ana", lang: "en", title: hostile, url, outcome: { accepted: false, reason: hostile } });
    expect(mail.subject).toBe("Your document was not accepted");
    expect(mail.text).toContain(`Reason: ${hostile}`);
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; {title}");
  });
});
