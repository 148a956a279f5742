import { AppError } from "@/lib/api/errors";
import { emailHash } from "@/lib/auth/email-verification";
import { checkSignature, signedUrl } from "@/lib/auth/signed-url";
import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import { sendMail } from "@/lib/mail/send-mail";
import { guardianConsentMail } from "@/lib/mail/templates";
import { fullNameOf } from "@/lib/users/serializers";

const TTL_SECONDS = 7 * 24 * 3600;
const consentPath = (id: number, guardianEmail: string) => `/api/v1/auth/guardian/accept/${id}/${emailHash(guardianEmail)}`;

type Minor = { id: number; firstName: string | null; lastName: string | null; guardianEmail: string | null; guardianFirstName: string | null; guardianLastName: string | null };

export async function sendGuardianConsent(minor: Minor, lang: Lang) {
  if (!minor.guardianEmail) return;
  const url = signedUrl(consentPath(minor.id, minor.guardianEmail), TTL_SECONDS);
  const guardianName = [minor.guardianFirstName, minor.guardianLastName].filter(Boolean).join(" ");
  await sendMail({
    to: minor.guardianEmail,
    kind: "guardian_consent",
    ...guardianConsentMail({ guardianName, minorName: fullNameOf(minor) ?? "", url, lang }),
  });
}

export async function acceptGuardianConsent(id: number, hash: string, expires?: string, signature?: string) {
  const check = checkSignature(`/api/v1/auth/guardian/accept/${id}/${hash}`, expires ?? null, signature ?? null);
  if (check !== "valid") throw new AppError("forbidden", check === "expired" ? "This consent link has expired." : "Invalid signature.");
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id }, select: { guardianEmail: true, guardianAcceptedAt: true } });
  if (!user?.guardianEmail || emailHash(user.guardianEmail) !== hash) throw new AppError("forbidden", "Invalid signature.");
  if (!user.guardianAcceptedAt) {
    await db.user.updateMany({ where: { id, guardianAcceptedAt: null }, data: { guardianAcceptedAt: new Date() } });
  }
}
