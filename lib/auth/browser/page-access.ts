import { redirect } from "next/navigation";
import type { Permission } from "@/lib/auth/permissions";
import { requireSessionUser, type SessionUser } from "@/lib/auth/browser/current-user";
import { pageMessage } from "@/lib/i18n/page-errors";
import { doorRefusal, needsSecondFactor } from "@/lib/pages/door";

// The API's door rules for browser pages and server actions: the same authorize() as the kernel,
// so a page opens exactly when the matching API route would (active account, verified e-mail,
// professional role), with the same message, in the page's language (lib/i18n/service-messages.ts).

/** null when allowed, else the refusal the API would give (its 403 message), in the page's language. */
export async function pageRefusal(
  userId: number,
  level: "user" | "verified" | "professional" | "staff" | "admin",
  permission?: Permission,
): Promise<string | null> {
  const refusal = await doorRefusal(userId, { auth: level, permission });
  if (!refusal) return null;
  // Staff without a second factor are led to the security page to set one up.
  if (needsSecondFactor(refusal)) redirect("/profile/security?required=1");
  return await pageMessage(refusal.message);
}

/**
 * The door of a staff-console page or server action (contract section 5): the signed-in user (else
 * the sign-in page, back to `path` after), and the refusal the matching API route would give —
 * null when the account is staff (or admin) with a second factor and `permission`; "admin" for
 * administrator-only pages, "staff" for any staff account (the console's home). A page shows the
 * refusal instead of its content; an action returns it.
 */
export async function staffPage(permission: Permission | "admin" | "staff", path = "/admin"): Promise<{ user: SessionUser; refusal: string | null }> {
  const user = await requireSessionUser(path);
  const refusal =
    permission === "admin" || permission === "staff" ? await pageRefusal(user.id, permission) : await pageRefusal(user.id, "staff", permission);
  return { user, refusal };
}
