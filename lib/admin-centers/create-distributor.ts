import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import type { CreateDistributorInput, DistributorRecord } from "@/lib/admin-centers/schema";
import { distributorAuditFields, distributorSelect, toDistributor } from "@/lib/admin-centers/serializers";
import type { Lang } from "@/lib/i18n/language";

/** POST /admin/distributors */
export async function createDistributor(input: CreateDistributorInput, audit: AuditContext, lang: Lang): Promise<DistributorRecord> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const row = await tx.distributor.create({
      data: { name: input.name, country: input.country, email: input.email ?? null, active: input.active ?? true },
      select: distributorSelect,
    });
    await recordAudit(tx, audit, { action: "distributor.created", subject: { type: "distributor", id: row.id }, after: distributorAuditFields(row) });
    return toDistributor(row, lang);
  });
}
