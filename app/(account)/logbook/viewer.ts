import { pageRefusal } from "@/lib/auth/browser/page-access";
import type { UnitSystem } from "@/components/logbook/format";
import { requireSessionUser, type SessionUser } from "@/lib/auth/browser/current-user";
import { loadUserRow } from "@/lib/users/get-profile";

// Who is looking at a logbook page: the signed-in user, the refusal the API would give them
// (the dive-log routes are "verified": active account, verified e-mail), and their unit system.

export type LogbookViewer = { user: SessionUser; refusal: string | null; system: UnitSystem };

export async function logbookViewer(path: string, level: "verified" | "professional" = "verified"): Promise<LogbookViewer> {
  const user = await requireSessionUser(path);
  const [refusal, row] = await Promise.all([pageRefusal(user.id, level), loadUserRow(user.id)]);
  return { user, refusal, system: row.preferredSystem === "imperial" ? "imperial" : "metric" };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** One value per search parameter (the first of repeated ones). */
export function singleParams(raw: Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, first(v)]));
}
