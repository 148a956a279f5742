import { AppError } from "@/lib/api/errors";
import { authorize, requireSecondFactor, type AuthLevel, type AuthUser } from "@/lib/auth/guard";
import { permissionsOf, type Permission } from "@/lib/auth/permissions";
import { loadUserRow } from "@/lib/users/get-profile";
import { isProfessionalRow } from "@/lib/users/serializers";

// Who may call, for the pages' doors (server actions, cookie routes, pages): the same authorize()
// and second-factor rule as withApi, so a browser is let in exactly when the matching API route
// would let its token in, and refused with the same error.

export type DoorRule = {
  /** The API's levels: "public" | "user" | "verified" | "professional" | "staff" | "admin". */
  auth: AuthLevel;
  /** The staff permission an `auth: "staff"` door needs (lib/auth/permissions.ts). */
  permission?: Permission;
  /** Non-active accounts may call (read or close their own account). */
  allowInactive?: boolean;
};

/** The refusal withApi would give the signed-in account `userId` (an AppError), or null when allowed. */
export async function doorRefusal(userId: number, rule: DoorRule): Promise<AppError | null> {
  if (rule.auth === "public") return null;
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
    authorize(subject, rule.auth, rule.allowInactive ?? false, rule.permission);
    if (rule.auth === "admin" || rule.auth === "staff") await requireSecondFactor(subject);
    return null;
  } catch (e) {
    if (e instanceof AppError && e.code === "forbidden") return e;
    throw e;
  }
}

/** A refusal that asks staff to set up a second factor first (led to the security page). */
export const needsSecondFactor = (e: AppError) => e.extra.data?.code === "mfa_required";
