import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import { checkDiveCenterReferences } from "@/lib/admin-centers/check-references";
import type { AdminDiveCenterRecord, CreateDiveCenterInput } from "@/lib/admin-centers/schema";
import { adminDiveCenterSelect, diveCenterAuditFields, toAdminDiveCenter } from "@/lib/admin-centers/serializers";
import { withInstructorsCounts } from "@/lib/dive-centers/instructor-counts";
import type { Lang } from "@/lib/i18n/language";

/** POST /admin/dive-centers: a new center (active unless said otherwise) and its audit row. */
export async function createDiveCenter(input: CreateDiveCenterInput, audit: AuditContext, lang: Lang): Promise<AdminDiveCenterRecord> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const distributorId = input.distributor_id ?? null;
    const { stateCode } = await checkDiveCenterReferences(tx, {
      country: input.country,
      stateCode: input.state_code ?? null,
      distributorId,
      distributorChanged: true,
    });
    const row = await tx.diveCenter.create({
      data: {
        name: input.name,
        country: input.country,
        stateCode,
        city: input.city ?? null,
        address: input.address ?? null,
        postalCode: input.postal_code ?? null,
        phone: input.phone ?? null,
        email: input.email ?? null,
        website: input.website ?? null,
        distributorId,
        active: input.active ?? true,
      },
      select: adminDiveCenterSelect,
    });
    await recordAudit(tx, audit, {
      action: "dive_center.created",
      subject: { type: "dive_center", id: row.id },
      after: diveCenterAuditFields(row),
    });
    const [counted] = await withInstructorsCounts([row], tx);
    return toAdminDiveCenter(counted!, lang);
  });
}
