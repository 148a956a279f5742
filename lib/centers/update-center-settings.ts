import { changedFields } from "@/lib/admin-centers/serializers";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { centerAccess, RUNS_CENTER } from "@/lib/centers/center-access";
import type { MyCenterRecord, UpdateCenterSettingsInput } from "@/lib/centers/schema";
import { centerSelect, settingsFields, toCenter } from "@/lib/centers/serializers";
import { getDb } from "@/lib/db/client";

// PATCH /centers/{id}: an owner or a manager changes how the center is reached and what it says
// about itself (phone, e-mail, website, address, city, description); name and country stay with
// staff (the schema refuses them). A field left out keeps its value; null clears it. One
// transaction: the row locked (two editors at once are serialised, so each audit row's `before`
// is true), the change, and a `dive_center.settings.changed` audit row with what changed (none
// when nothing did).

export async function updateCenterSettings(userId: number, centerId: number, input: UpdateCenterSettingsInput, audit: AuditContext): Promise<MyCenterRecord> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM dive_centers WHERE id = ${centerId} FOR UPDATE`;
    const access = await centerAccess(userId, centerId, { roles: RUNS_CENTER, write: true, db: tx });
    const current = await tx.diveCenter.findUniqueOrThrow({ where: { id: centerId }, select: centerSelect });
    const row = await tx.diveCenter.update({
      where: { id: centerId },
      data: {
        phone: input.phone, email: input.email, website: input.website,
        address: input.address, city: input.city, description: input.description,
      },
      select: centerSelect,
    });
    const diff = changedFields(settingsFields(current), settingsFields(row));
    if (diff) await recordAudit(tx, audit, { action: "dive_center.settings.changed", subject: { type: "dive_center", id: centerId }, ...diff });
    return { ...toCenter(row), role: access.role };
  });
}
