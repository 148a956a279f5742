import { notFound } from "@/lib/api/errors";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import { checkDiveCenterReferences } from "@/lib/admin-centers/check-references";
import type { AdminDiveCenterRecord, UpdateDiveCenterInput } from "@/lib/admin-centers/schema";
import { adminDiveCenterSelect, changedFields, diveCenterAuditFields, toAdminDiveCenter } from "@/lib/admin-centers/serializers";
import { withInstructorsCounts } from "@/lib/dive-centers/instructor-counts";
import type { Lang } from "@/lib/i18n/language";

// PATCH /admin/dive-centers/{id}. A field left out keeps its value; null clears an optional one.
// Deactivating takes the center out of public search, the utility lists and registration at
// once (they all read `active`), while users, course logs and certifications keep naming it.

const pick = <T>(given: T | undefined, current: T) => (given === undefined ? current : given);

export async function updateDiveCenter(id: number, input: UpdateDiveCenterInput, audit: AuditContext, lang: Lang): Promise<AdminDiveCenterRecord> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    // Row lock: two staff editing at once are serialised, so each audit row's `before` is true.
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM dive_centers WHERE id = ${id} FOR UPDATE`;
    if (locked.length === 0) throw notFound("Dive center");
    const current = await tx.diveCenter.findUniqueOrThrow({ where: { id }, select: adminDiveCenterSelect });
    const country = pick(input.country, current.country.trim());
    const distributorId = pick(input.distributor_id, current.distributorId);
    const { stateCode } = await checkDiveCenterReferences(tx, {
      country,
      stateCode: pick(input.state_code, current.stateCode),
      distributorId,
      distributorChanged: distributorId !== current.distributorId,
    });
    const row = await tx.diveCenter.update({
      where: { id },
      data: {
        name: input.name,
        country,
        stateCode,
        city: input.city,
        address: input.address,
        postalCode: input.postal_code,
        phone: input.phone,
        email: input.email,
        website: input.website,
        distributorId,
        active: input.active,
      },
      select: adminDiveCenterSelect,
    });
    const diff = changedFields(diveCenterAuditFields(current), diveCenterAuditFields(row));
    if (diff) {
      const action = row.active === current.active ? "dive_center.updated" : row.active ? "dive_center.activated" : "dive_center.deactivated";
      await recordAudit(tx, audit, { action, subject: { type: "dive_center", id }, ...diff });
    }
    const [counted] = await withInstructorsCounts([row], tx);
    return toAdminDiveCenter(counted!, lang);
  });
}
