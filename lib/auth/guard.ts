import { AppError, forbidden, unauthenticated } from "@/lib/api/errors";
import { verifyAccessToken, type AccessClaims } from "@/lib/auth/jwt";
import { hasSecondFactor, MFA_REQUIRED_MESSAGE, secondFactorRequired } from "@/lib/auth/mfa/methods";
import { getDb } from "@/lib/db/client";
import { label } from "@/lib/i18n/labels";
import type { AccountStatus, Role } from "@/generated/prisma/enums";
import { readUserRow } from "@/lib/users/read-user-row";
import { isProfessionalRow, type UserRow } from "@/lib/users/serializers";
import { hasPermission, isStaffRole, permissionsOf, type Permission } from "@/lib/auth/permissions";

/**
 * "staff": the staff console (role staff or admin, a second factor, and the route's permission);
 * "admin": administrators only (roles, jobs). Contract section 5, decision 0027.
 */
export type AuthLevel = "public" | "user" | "verified" | "professional" | "staff" | "admin";

export type AuthUser = {
  id: number;
  role: Role;
  /** The staff permissions the account holds (all for admin, none for divers). */
  permissions: Permission[];
  status: AccountStatus;
  emailVerified: boolean;
  isProfessional: boolean;
  defaultLanguage: string | null;
  claims: AccessClaims;
  token: string;
  /**
   * The user resource row read with the token check (same request, same statement): routes that
   * show the acting user pass it on instead of reading the user again. Absent on hand-built users.
   */
  row?: UserRow;
};

export function bearerToken(authorization: string | null): string | undefined {
  const m = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(authorization ?? "");
  return m?.[1];
}

/** Token → user, with the denylist and the user's token cut-off checked in the same statement. */
export async function authenticate(
  token: string | undefined,
  options: { expiredGraceSeconds?: number } = {},
): Promise<AuthUser> {
  if (!token) throw unauthenticated();
  const claims = await verifyAccessToken(token, options);
  if (!claims) throw unauthenticated();
  const found = await readUserRow(Number(claims.sub), claims.jti);
  if (!found || found.revoked || found.row.status === "closed") throw unauthenticated();
  // iat has second precision; a token issued in the same second as the cut-off stays valid.
  if (claims.iat < Math.floor(found.tokensValidAfter.getTime() / 1000)) throw unauthenticated();
  const user = found.row;
  return {
    id: user.id,
    role: user.role,
    permissions: permissionsOf(user.role, user.permissions),
    status: user.status,
    emailVerified: user.emailVerifiedAt !== null,
    isProfessional: isProfessionalRow(user),
    defaultLanguage: user.defaultLanguage,
    claims,
    token,
    row: user,
  };
}

/** The 403 message of the professional pages and routes (contract section 2). */
export const PROFESSIONALS_ONLY = "This area is reserved for dive professionals.";

/** The 403 message naming a non-active account's status (contract section 2). */
export const inactiveMessage = (status: AccountStatus) => `Your account is not active (${label(`account_status.${status}`, "en")}).`;

/**
 * Staff and administrators need a second factor for the admin level (contract section 5): 403
 * with `code: "mfa_required"` until one is enrolled. Checked once, by the kernel (lib/api/with-api.ts)
 * and the pages' door (lib/auth/browser/page-access.ts), after authorize().
 */
export async function requireSecondFactor(user: Pick<AuthUser, "id" | "role">): Promise<void> {
  if (!secondFactorRequired(user.role)) return;
  const db = await getDb();
  if (!(await hasSecondFactor(db, user.id))) {
    throw new AppError("forbidden", MFA_REQUIRED_MESSAGE, { data: { code: "mfa_required" } });
  }
}

/** The 403 message of a staff route the account lacks the permission for. */
export const permissionMessage = (permission: Permission) => `This action needs the staff permission "${permission}".`;

/** Role and state checks of each auth level (contract sections 2 and 5). */
export function authorize(user: AuthUser, level: AuthLevel, allowInactive: boolean, permission?: Permission): void {
  if (user.status !== "active" && !allowInactive) {
    throw forbidden(inactiveMessage(user.status));
  }
  if (level === "admin") {
    if (user.role !== "admin") throw forbidden();
    return;
  }
  if (level === "staff") {
    if (!isStaffRole(user.role)) throw forbidden();
    if (permission && !hasPermission(user, permission)) throw forbidden(permissionMessage(permission));
    return;
  }
  if (level === "verified" || level === "professional") {
    if (!user.emailVerified) throw new AppError("forbidden", "Your email address is not verified.");
  }
  if (level === "professional" && !user.isProfessional) {
    throw forbidden(PROFESSIONALS_ONLY);
  }
}
