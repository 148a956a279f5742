import { notFound } from "next/navigation";
import type { CenterRole } from "@/generated/prisma/enums";
import { AppError } from "@/lib/api/errors";
import { requireSessionUser, type SessionUser } from "@/lib/auth/browser/current-user";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { centerAccess, type CenterAccess } from "@/lib/centers/center-access";
import { pageMessage } from "@/lib/i18n/page-errors";

// The door of a /centers/{id} page: the signed-in user (else the sign-in page, back to `path`),
// the API's own door (an active account with a verified e-mail), then the center's gate
// (lib/centers/center-access.ts) — a center that does not exist, or an id that does not parse,
// is the 404 page; a refusal is the API's 403 message in the page's language, shown instead of
// the page's content.

export type CenterPage =
  | { user: SessionUser; access: CenterAccess; refusal: null }
  | { user: SessionUser; access: null; refusal: string };

export async function centerPage(id: string, path: string, options: { roles?: readonly CenterRole[] } = {}): Promise<CenterPage> {
  const user = await requireSessionUser(path);
  const centerId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(centerId) || centerId > 2_147_483_647) notFound();
  const refusal = await pageRefusal(user.id, "verified");
  if (refusal) return { user, access: null, refusal };
  try {
    return { user, access: await centerAccess(user.id, centerId, { roles: options.roles }), refusal: null };
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") notFound();
    if (e instanceof AppError && e.code === "forbidden") return { user, access: null, refusal: await pageMessage(e.message) };
    throw e;
  }
}
