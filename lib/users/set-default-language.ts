import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";

/** The language switcher of the pages saves the choice on the profile (default_language). */
export async function setDefaultLanguage(userId: number, lang: Lang): Promise<void> {
  const db = await getDb();
  await db.user.update({ where: { id: userId }, data: { defaultLanguage: lang }, select: { id: true } });
}
