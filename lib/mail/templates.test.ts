import { describe, expect, it } from "vitest";
import {
  guardianConsentMail,
  guardianFormMail,
  mailText,
  passwordChangedMail,
  resetPasswordMail,
  verifyEmailMail,
} from "@/lib/mail/templates";

const url = "https://divecert.example/api/v1/auth/email/verify/7/abc?expires=123&signature=f00";
const hostile = `<script>alert("x")</script> & 'Bob'`;

describe("mail templates", () => {
  it("escapes every interpolated value in the HTML and keeps it raw in the text", () => {
    const mails = [
      verifyEmailMail({ firstName: hostile, url, lang: "en" }),
      resetPasswordMail({ firstName: hostile, url, lang: "it", minutes: 60 }),
      guardianConsentMail({ guardianName: hostile, minorName: hostile, url, lang: "en" }),
      guardianFormMail({ guardianName: hostile, minorName: hostile, formTitle: hostile, url, days: 7, lang: "en" }),
      passwordChangedMail({ firstName: hostile, lang: "en" }),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain(`"x"`);
      expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Bob&#39;");
      expect(mail.text).toContain(hostile);
    }
  });

  it("puts the URL in the text on its own line and in the HTML as button and raw link", () => {
    const mail = verifyEmailMail({ firstName: "Anna", url, lang: "en" });
    expect(mail.text.split("\n")).toContain(url);
    const escaped = url.replaceAll("&", "&amp;");
    expect(mail.html).toContain(`href="${escaped}"`);
    expect(mail.html.split(`href="${escaped}"`)).toHaveLength(3); // button and fallback link
    expect(mail.html).toContain(`>${escaped}</a>`);
  });

  it("writes Italian when asked and falls back to English for unknown languages", () => {
    const it_ = verifyEmailMail({ firstName: "Anna", url, lang: "it" });
    expect(it_.subject).toBe("Conferma il tuo indirizzo e-mail");
    expect(it_.text).toContain("Ciao Anna,");
    expect(it_.html).toContain('<html lang="it"');

    for (const lang of ["xx", null, undefined, ""]) {
      const mail = verifyEmailMail({ firstName: "Anna", url, lang });
      expect(mail.subject).toBe("Confirm your e-mail address");
      expect(mail.html).toContain('<html lang="en"');
    }
    expect(mailText("it-IT").lang).toBe("it");
    expect(mailText("kr").lang).toBe("ko"); // the legacy code of Korean
  });

  it("writes every mail in all eight languages, with no English left in the copy", () => {
    const de = verifyEmailMail({ firstName: "Anna", url, lang: "de" });
    expect(de.subject).toBe("Bestätige deine E-Mail-Adresse");
    expect(de.text).toContain("Hallo Anna,");
    expect(de.html).toContain('<html lang="de"');
    const ko = resetPasswordMail({ firstName: "민지", url, lang: "ko", minutes: 60 });
    expect(ko.subject).toBe("비밀번호 재설정");
    expect(ko.text).toContain("60분 후 만료됩니다");
    expect(ko.html).toContain('<html lang="ko"');
    const english = verifyEmailMail({ url, lang: "en" });
    for (const lang of ["it", "es", "fr", "de", "pt", "zh", "ko"]) {
      const mail = verifyEmailMail({ url, lang });
      expect(mail.subject, lang).not.toBe(english.subject);
      for (const line of [english.subject, "Welcome to DiveCert", "The DiveCert team", "This is an automated message"]) expect(mail.text, lang).not.toContain(line);
    }
  });

  it("states the reset link's lifetime in minutes", () => {
    const mail = resetPasswordMail({ firstName: "Anna", url, lang: "en", minutes: 45 });
    expect(mail.text).toContain("expires in 45 minutes");
    expect(resetPasswordMail({ url, lang: "it", minutes: 60 }).text).toContain("scade tra 60 minuti");
  });

  it("greets without a name when there is none", () => {
    expect(verifyEmailMail({ firstName: "  ", url }).text.startsWith("Hello,\n")).toBe(true);
    expect(guardianConsentMail({ minorName: "Luca", url, lang: "it" }).text.startsWith("Ciao,\n")).toBe(true);
  });

  it("names the minor in the guardian mail and keeps the subject on one line", () => {
    const mail = guardianConsentMail({ guardianName: "Maria", minorName: "Luca\r\nBcc: x@evil", url });
    expect(mail.subject).toBe("Luca Bcc: x@evil needs your consent on DiveCert");
    expect(mail.text).toContain("Dear Maria,");
  });

  it("does not re-expand placeholders found inside values", () => {
    const mail = guardianConsentMail({ guardianName: "{minorName}", minorName: "Luca", url });
    expect(mail.text).toContain("Dear {minorName},");
  });

  it("refuses links that are not http(s)", () => {
    expect(() => verifyEmailMail({ firstName: "A", url: "javascript:alert(1)" })).toThrow(TypeError);
    expect(() => verifyEmailMail({ firstName: "A", url: "/relative" })).toThrow(TypeError);
  });

  it("has no link in the password-changed notice", () => {
    const mail = passwordChangedMail({ firstName: "Anna", lang: "it" });
    expect(mail.subject).toBe("La tua password è stata cambiata");
    expect(mail.html).not.toContain("<a ");
  });

  it("asks the guardian to sign a named form, with the link's lifetime, in the diver's language", () => {
    const en = guardianFormMail({ guardianName: "Paolo Rossi", minorName: "Sara", formTitle: "Diver Medical Statement", url, days: 7, lang: "en" });
    expect(en.subject).toBe("Sara asks you to sign the Diver Medical Statement");
    expect(en.text).toContain("Dear Paolo Rossi,");
    expect(en.text).toContain("The link works for 7 days.");
    expect(en.text).toContain(url);
    const italian = guardianFormMail({ minorName: "Sara", formTitle: "Diver Medical Statement", url, days: 7, lang: "it" });
    expect(italian.text).toContain("Il link è valido per 7 giorni.");
  });
});
