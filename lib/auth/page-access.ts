import { AppError } from "@/lib/api/errors";
import { redirect } from "next/navigation";
import { authorize, requireSecondFactor, type AuthUser } from "@/lib/auth/guard";
import { permissionsOf, type Permission } from "@/lib/auth/permissions";
import { requireSessionUser, type SessionUser } from "@/lib/auth/session";
import { pageMessage } from "@/lib/i18n/page-errors";
import { loadUserRow } from "@/lib/users/get-profile";
import { isProfessionalRow } from "@/lib/users/serializers";

// The API's door rules for browser pages and server actions: the same authorize() as the kernel,
// so a page opens exactly when the matching API route would (active account, verified e-mail,
// professional role), with the same message, in the page's language (lib/i18n/service-messages.ts).

/** null when allowed, else the refusal the API would give (its 403 message), in the page's language. */
export async function pageRefusal(
  userId: number,
  level: "user" | "verified" | "professional" | "staff" | "admin",
  permission?: Permission,
): Promise<string | null> {
  const row = await loadUserRow(userId);
  // authorize() reads only role, permissions, status, emailVerified and isProfessional of the token's user.
  const subject = {
    id: row.id,
    role: row.role,
    permissions: permissionsOf(row.role, row.permissions),
    status: row.status,
    emailVerified: row.emailVerifiedAt !== null,
    isProfessional: isProfessionalRow(row),
  } as AuthUser;
  try {
    authorize(subject, level, false, permission);
    if (level === "admin" || level === "staff") await requireSecondFactor(subject);
    return null;
  } catch (e) {
    // Staff without a second factor are led to the security page to set one up.
    if (e instanceof AppError && e.extra.data?.code === "mfa_required") redirect("/profile/security?required=1");
    if (e instanceof AppError && e.code === "forbidden") return await pageMessage(e.message);
    throw e;
  }
}

/**
 * The door of a staff-console page or server action (contract section 5): the signed-in user (else
 * the sign-in page, back to `path` after), and the refusal the matching API route would give —
 * null when the account is staff (or admin) with a second factor and `permission`; "admin" for
 * administrator-only pages. A page shows the refusal instead of its content; an action returns it.
 */
export async function staffPage(permission: Permission | "admin", path = "/admin"): Promise<{ user: SessionUser; refusal: string | null }> {
  const user = await requireSessionUser(path);
  const refusal = permission === "admin" ? await pageRefusal(user.id, "admin") : await pageRefusal(user.id, "staff", permission);
  return { user, refusal };
}
