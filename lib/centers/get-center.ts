import { centerAccess } from "@/lib/centers/center-access";
import { centerFigures } from "@/lib/centers/center-figures";
import { certificationsPerMonth } from "@/lib/centers/certifications-per-month";
import type { CenterDetailRecord } from "@/lib/centers/schema";
import { centerSelect, toCenter } from "@/lib/centers/serializers";
import { getDb } from "@/lib/db/client";

// GET /centers/{id}: the center, the caller's role, its figures and certifications per month.
// Any member (a deactivated center: its owners only, centerAccess). The gate, then the center,
// the four figures and the months at once.
export async function getCenter(userId: number, centerId: number, now = new Date()): Promise<CenterDetailRecord> {
  const access = await centerAccess(userId, centerId);
  const db = await getDb();
  const [row, figures, months] = await Promise.all([
    db.diveCenter.findUniqueOrThrow({ where: { id: centerId }, select: centerSelect }),
    centerFigures([centerId], now, db),
    certificationsPerMonth(centerId, now, db),
  ]);
  return { ...toCenter(row), role: access.role, figures: figures.get(centerId)!, certifications_per_month: months };
}
