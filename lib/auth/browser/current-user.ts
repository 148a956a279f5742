import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { AppError } from "@/lib/api/errors";
import type { Role } from "@/generated/prisma/enums";
import { permissionsOf, type Permission } from "@/lib/auth/permissions";
import { browserSessionActive } from "@/lib/auth/sessions/browser-session";
import { safeRedirectPath } from "@/lib/auth/safe-redirect";
import { getAuthOptions } from "@/lib/auth/browser/next-auth-options";
import { getDb } from "@/lib/db/client";
import { loadUserRow } from "@/lib/users/get-profile";
import { normaliseLanguage, type Lang } from "@/lib/i18n/language";
import { fullNameOf, isProfessionalRow } from "@/lib/users/serializers";

// The signed-in person of a browser request (next-auth session), for pages and server actions.

export type SessionUser = {
  id: number;
  role: Role;
  /** Staff-console permissions (all for admin, none for divers): what the navigation offers. */
  permissions: Permission[];
  email: string;
  isProfessional: boolean;
  name: string | null;
  /** The profile's default_language, the pages' language when set. */
  language: Lang | null;
  /** This browser's session (refresh family, decision 0026). */
  sessionId: string;
  /** A member of a dive center or distributor: the navigation offers /centers. */
  isCenterMember: boolean;
};

// One lookup per request, however many components ask.
const currentUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getServerSession(getAuthOptions());
  const id = Number(session?.user?.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  try {
    // The cookie outlives the account: a deleted or closed account is signed out.
    const row = await loadUserRow(id);
    if (row.status === "closed") return null;
    // A password reset or account closure cuts off every session issued before it, cookies too.
    const db = await getDb();
    // The same statement tells whether the account belongs to a dive center or distributor (the
    // navigation's "Dive centers" link): two EXISTS-like counts, no statement of their own.
    const cut = await db.user.findUnique({
      where: { id },
      select: { tokensValidAfter: true, _count: { select: { centerMemberships: true, distributorMemberships: true } } },
    });
    if (!cut || (session?.signedInAt ?? 0) < Math.floor(cut.tokensValidAfter.getTime() / 1000)) return null;
    // Ended from the sessions list (or a cookie from before browser sessions were listed): out.
    const sessionId = session?.sessionId;
    if (!sessionId || !(await browserSessionActive(id, sessionId))) return null;
    return {
      id: row.id,
      role: row.role,
      permissions: permissionsOf(row.role, row.permissions),
      email: row.email,
      isProfessional: isProfessionalRow(row),
      name: fullNameOf(row),
      language: normaliseLanguage(row.defaultLanguage) ?? null,
      sessionId,
      isCenterMember: cut._count.centerMemberships + cut._count.distributorMemberships > 0,
    };
  } catch (e) {
    if (e instanceof AppError && e.code === "unauthenticated") return null;
    throw e;
  }
});

export async function getSessionUser(): Promise<SessionUser | null> {
  return currentUser();
}

/**
 * The signed-in user, or a redirect to `/login?next=<path>`. Pages pass their own path (a server
 * component cannot read the URL); without one, a path header set by a proxy is used when present.
 */
export async function requireSessionUser(next?: string): Promise<SessionUser> {
  const user = await currentUser();
  if (user) return user;
  const path = safeRedirectPath(next, undefined) ?? (await headerPath());
  redirect(path ? `/login?next=${encodeURIComponent(path)}` : "/login");
}

async function headerPath(): Promise<string | undefined> {
  const h = await headers();
  return safeRedirectPath(h.get("x-pathname"), undefined) ?? safeRedirectPath(h.get("x-invoke-path"), undefined);
}
