import { unauthenticated } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import { toUserResource, userResourceSelect, type UserRow } from "@/lib/users/serializers";

export async function loadUserRow(userId: number): Promise<UserRow> {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: userResourceSelect });
  if (!user) throw unauthenticated();
  return user;
}

export async function getProfile(userId: number, lang: Lang) {
  return toUserResource(await loadUserRow(userId), lang);
}
