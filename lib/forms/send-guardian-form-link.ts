import type { z } from "zod";
import { conflict } from "@/lib/api/errors";
import { hit, type RateLimitPolicy } from "@/lib/api/rate-limit";
import type { AuthUser } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { currentVersion, findForm } from "@/lib/forms/catalogue";
import { GUARDIAN_LINK_DAYS, guardianFormUrl } from "@/lib/forms/guardian-link";
import type { ZGuardianLinkSent } from "@/lib/forms/schema";
import { loadSigner } from "@/lib/forms/signer";
import { sendMail } from "@/lib/mail/send-mail";
import { guardianFormMail } from "@/lib/mail/templates";

// Counted here rather than in the route, so the API and the forms page share one budget.
export const guardianLinkPolicy: RateLimitPolicy = { name: "guardian-form-link", limit: 5, windowSeconds: 3600 };

type GuardianLinkSent = z.input<typeof ZGuardianLinkSent>;

/** POST /diver/forms/{code}/guardian-link: e-mails the minor's guardian a link to sign. */
export async function sendGuardianFormLink(user: Pick<AuthUser, "id">, code: string): Promise<GuardianLinkSent> {
  const form = findForm(code);
  const signer = await loadSigner(await getDb(), user.id, code);
  if (!signer.minor) throw conflict("You are 18 or older: please sign this form yourself.");
  if (!signer.guardianEmail) throw conflict("Your account has no guardian e-mail address. Please add one to your profile first.");
  if (signer.signatures[0]?.version === currentVersion(form).version) throw conflict("This form has already been signed.");
  await hit(guardianLinkPolicy, `u${user.id}`);
  await sendMail({
    to: signer.guardianEmail,
    kind: "guardian_form",
    ...guardianFormMail({
      guardianName: signer.guardianName,
      minorName: signer.fullName ?? "",
      formTitle: form.title,
      url: guardianFormUrl(user.id, code, signer.guardianEmail),
      days: GUARDIAN_LINK_DAYS,
      lang: signer.language,
    }),
  });
  return { sent_to: maskEmail(signer.guardianEmail) };
}

/** Enough of the address for the minor to recognise it, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"*".repeat(Math.max(1, Math.min(local.length - 1, 6)))}@${domain}`;
}
