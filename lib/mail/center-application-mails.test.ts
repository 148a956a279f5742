import { describe, expect, it } from "vitest";
import { centerApplicationApprovedMail, centerApplicationRejectedMail } from "@/lib/mail/center-application-mails";

describe("dive center application mails", () => {
  it("names the center and links to it when approved", () => {
    const mail = centerApplicationApprovedMail({ firstName: "Lucía", center: "Buceo Atlántico", url: "https://divecert.example/centers/7" });
    expect(mail.subject).toBe("Buceo Atlántico is now a DiveCert dive center");
    expect(mail.text).toContain("Hi Lucía,");
    expect(mail.html).toContain('href="https://divecert.example/centers/7"');
  });

  it("carries the reason, escaped in the HTML part, in the reader's language", () => {
    const mail = centerApplicationRejectedMail({ center: "Faro", reason: "Address <unclear> & unverified", url: "https://divecert.example/professional/dive-center" });
    expect(mail.text).toContain("Reason: Address <unclear> & unverified");
    expect(mail.html).toContain("Address &lt;unclear&gt; &amp; unverified");
    expect(centerApplicationRejectedMail({ center: "Faro", reason: "x", url: "https://x.example", lang: "es" }).subject).toBe("Tu solicitud de centro de buceo no ha sido aprobada");
  });
});
