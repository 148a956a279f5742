import { getTranslations } from "next-intl/server";
import { AppError } from "@/lib/api/errors";
import { authorize, type AuthUser } from "@/lib/auth/guard";
import { label } from "@/lib/i18n/labels";
import { pageLanguage } from "@/lib/i18n/page-language";
import { loadUserRow } from "@/lib/users/get-profile";
import { isProfessionalRow } from "@/lib/users/serializers";

// The API's door rules for browser pages and server actions: the same authorize() as the kernel,
// so a page opens exactly when the matching API route would (active account, verified e-mail,
// professional role), with the same message in the page's language.

/** null when allowed, else the refusal the API would give (its 403 message), in the page's language. */
export async function pageRefusal(userId: number, level: "user" | "verified" | "professional" | "admin"): Promise<string | null> {
  const row = await loadUserRow(userId);
  // authorize() reads only role, status, emailVerified and isProfessional of the token's user.
  const subject = {
    id: row.id,
    role: row.role,
    status: row.status,
    emailVerified: row.emailVerifiedAt !== null,
    isProfessional: isProfessionalRow(row),
  } as AuthUser;
  try {
    authorize(subject, level, false);
    return null;
  } catch (e) {
    if (!(e instanceof AppError) || e.code !== "forbidden") throw e;
  }
  // authorize()'s rules in its own order, to name the one that refused.
  const t = await getTranslations("errors.access");
  if (subject.status !== "active") return t("inactive", { status: label(`account_status.${subject.status}`, await pageLanguage()) });
  if (level === "admin") return t("admin");
  return subject.emailVerified ? t("professional") : t("unverified");
}
