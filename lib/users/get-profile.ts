import { unauthenticated } from "@/lib/api/errors";
import type { Lang } from "@/lib/i18n/language";
import { readUserRow } from "@/lib/users/read-user-row";
import { toUserResource, type UserRow } from "@/lib/users/serializers";

export async function loadUserRow(userId: number): Promise<UserRow> {
  const found = await readUserRow(userId);
  if (!found) throw unauthenticated();
  return found.row;
}

/** The user resource; `row` is the one the guard read for this request, when there is one. */
export async function getProfile(user: number | { id: number; row?: UserRow }, lang: Lang) {
  const row = typeof user === "number" ? await loadUserRow(user) : (user.row ?? (await loadUserRow(user.id)));
  return toUserResource(row, lang);
}
