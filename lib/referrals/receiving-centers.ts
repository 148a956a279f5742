import { getDb } from "@/lib/db/client";

/** The active centers the caller belongs to: where an accepted referral may take the student (the accept page's choice). */
export async function receivingCenters(userId: number): Promise<{ id: number; name: string }[]> {
  const db = await getDb();
  const rows = await db.diveCenterMember.findMany({
    where: { userId, diveCenter: { active: true } },
    orderBy: { diveCenter: { name: "asc" } },
    select: { diveCenter: { select: { id: true, name: true } } },
  });
  return rows.map((r) => r.diveCenter);
}
