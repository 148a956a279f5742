import { AppError } from "@/lib/api/errors";
import { emailHash } from "@/lib/auth/email-verification";
import { checkSignature, signedUrl } from "@/lib/auth/signed-url";
import type { GuardianLink } from "@/lib/forms/schema";

// The e-mailed link a minor's guardian signs a form through: a public page whose path names the
// account, the form and a hash of the guardian's address, signed like the consent link. A
// changed guardian address voids links sent to the old one.

export const GUARDIAN_LINK_DAYS = 7;

export const guardianFormPath = (userId: number, code: string, guardianEmail: string) =>
  `/guardian-forms/${userId}/${code}/${emailHash(guardianEmail)}`;

export const guardianFormUrl = (userId: number, code: string, guardianEmail: string) =>
  signedUrl(guardianFormPath(userId, code, guardianEmail), GUARDIAN_LINK_DAYS * 24 * 3600);

/** Throws 403 unless the link is signed, unexpired and still names the account's guardian. */
export function assertGuardianLink(link: GuardianLink, guardianEmail: string | null): void {
  const check = checkSignature(`/guardian-forms/${link.id}/${link.code}/${link.hash}`, link.expires ?? null, link.signature ?? null);
  if (check === "expired") throw new AppError("forbidden", "This signing link has expired.");
  if (check !== "valid" || !guardianEmail || emailHash(guardianEmail) !== link.hash) {
    throw new AppError("forbidden", "This signing link is not valid.");
  }
}
