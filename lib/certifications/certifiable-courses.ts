import { getDb } from "@/lib/db/client";
import { label } from "@/lib/i18n/labels";
import type { Lang } from "@/lib/i18n/language";

/** For the console's issue-by-hand form: every course that leads to a certification (not free learnings), by level then name. */
export async function listCertifiableCourses(lang: Lang): Promise<{ id: number; label: string }[]> {
  const db = await getDb();
  const rows = await db.course.findMany({ where: { kind: "course" }, orderBy: [{ level: "asc" }, { name: "asc" }], select: { id: true, code: true, name: true, level: true } });
  return rows.map((c) => ({ id: c.id, label: `${c.name} (${c.code}) · ${label(`level.${c.level}`, lang)}` }));
}

/** A member id typed in the console → the account id, or null when no account has it. */
export async function accountIdOfMember(memberId: string): Promise<number | null> {
  const id = memberId.trim().toUpperCase();
  if (!/^[A-Z]{2}\d{2}-\d{3}-\d{3}$/.test(id)) return null;
  const row = await (await getDb()).user.findUnique({ where: { memberId: id }, select: { id: true } });
  return row?.id ?? null;
}
