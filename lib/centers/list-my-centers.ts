import { centerSelect, toCenter } from "@/lib/centers/serializers";
import type { MyCenterRecord } from "@/lib/centers/schema";
import { getDb } from "@/lib/db/client";

// GET /centers: the centers the caller belongs to, each with the caller's role, by name. One
// statement (the memberships with their centers joined). Deactivated centers are listed too (their
// owners can still read them; the others see them named, with active: false).
export async function listMyCenters(userId: number): Promise<MyCenterRecord[]> {
  const db = await getDb();
  const rows = await db.diveCenterMember.findMany({
    where: { userId },
    orderBy: [{ diveCenter: { name: "asc" } }, { diveCenterId: "asc" }],
    select: { role: true, diveCenter: { select: centerSelect } },
  });
  return rows.map((r) => ({ ...toCenter(r.diveCenter), role: r.role }));
}
