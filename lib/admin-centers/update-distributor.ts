import { notFound } from "@/lib/api/errors";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import type { DistributorRecord, UpdateDistributorInput } from "@/lib/admin-centers/schema";
import { changedFields, distributorAuditFields, distributorSelect, toDistributor } from "@/lib/admin-centers/serializers";
import type { Lang } from "@/lib/i18n/language";

// PATCH /admin/distributors/{id}. A deactivated distributor can no longer be chosen for a dive
// center; the centers and users that name it keep it.

export async function updateDistributor(id: number, input: UpdateDistributorInput, audit: AuditContext, lang: Lang): Promise<DistributorRecord> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM distributors WHERE id = ${id} FOR UPDATE`;
    if (locked.length === 0) throw notFound("Distributor");
    const current = await tx.distributor.findUniqueOrThrow({ where: { id }, select: distributorSelect });
    const row = await tx.distributor.update({
      where: { id },
      data: { name: input.name, country: input.country, email: input.email, active: input.active },
      select: distributorSelect,
    });
    const diff = changedFields(distributorAuditFields(current), distributorAuditFields(row));
    if (diff) {
      const action = row.active === current.active ? "distributor.updated" : row.active ? "distributor.activated" : "distributor.deactivated";
      await recordAudit(tx, audit, { action, subject: { type: "distributor", id }, ...diff });
    }
    return toDistributor(row, lang);
  });
}
