import { describe, expect, it } from "vitest";
import { recognitionApprovedMail, recognitionRejectedMail } from "@/lib/mail/recognition-mails";

const common = { firstName: "Giulia", agency: "PADI", certification: "Open Water Diver" };

describe("recognition mails", () => {
  it("names the new certification and links to it", () => {
    const mail = recognitionApprovedMail({ ...common, course: "Open Water Diver", number: "DC-2026-000042", url: "https://divecert.example/certifications" });
    expect(mail.subject).toBe("Your certification was recognised");
    expect(mail.text).toContain("Hi Giulia,");
    expect(mail.text).toContain("DC-2026-000042");
    expect(mail.html).toContain('href="https://divecert.example/certifications"');
  });

  it("writes Italian for Italian readers and English for unknown languages", () => {
    expect(recognitionRejectedMail({ ...common, lang: "it", reason: "x" }).subject).toBe("La tua richiesta di riconoscimento non è stata approvata");
    expect(recognitionRejectedMail({ ...common, lang: "ko", reason: "x" }).subject).toBe("인정 요청이 승인되지 않았습니다");
    expect(recognitionRejectedMail({ ...common, lang: "xx", reason: "x" }).subject).toBe("Your recognition request was not approved");
  });

  it("carries the staff's reason as text, escaped in the HTML part", () => {
    const mail = recognitionRejectedMail({ ...common, reason: "Card <unreadable> & blurred" });
    expect(mail.text).toContain("Reason: Card <unreadable> & blurred");
    expect(mail.html).toContain("Card &lt;unreadable&gt; &amp; blurred");
    expect(mail.html).not.toContain("<unreadable>");
  });
});
