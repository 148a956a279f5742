import { conflict } from "@/lib/api/errors";
import { checkDiveCenterReferences } from "@/lib/admin-centers/check-references";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import type { CenterApplicationRecord, SubmitApplicationInput } from "@/lib/center-applications/schema";
import { applicationAuditFields, applicationSelect, toCenterApplication } from "@/lib/center-applications/serializers";
import { getDb } from "@/lib/db/client";

export const ALREADY_PENDING = "You already have a dive center application waiting for a decision.";

/**
 * POST /dive-centers/applications: a professional asks to run a dive center. The fields are
 * checked as the console's center form checks them (ISO country, a subdivision of it, an active
 * distributor); one pending application per applicant (409), made sure of by locking the
 * applicant's row, so two submissions at once give one application. No center exists yet, so
 * the audit row's subject is the applicant (decision 0043).
 */
export async function submitApplication(userId: number, input: SubmitApplicationInput, audit: AuditContext): Promise<CenterApplicationRecord> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
    const pending = await tx.diveCenterApplication.findFirst({ where: { userId, status: "pending" }, select: { id: true } });
    if (pending) throw conflict(ALREADY_PENDING, { code: "application_pending", application_id: pending.id });
    const distributorId = input.distributor_id ?? null;
    const { stateCode } = await checkDiveCenterReferences(tx, { country: input.country, stateCode: input.state_code ?? null, distributorId, distributorChanged: true });
    const row = await tx.diveCenterApplication.create({
      data: {
        userId,
        name: input.name,
        country: input.country,
        stateCode,
        city: input.city ?? null,
        address: input.address ?? null,
        phone: input.phone ?? null,
        email: input.email ?? null,
        website: input.website ?? null,
        distributorId,
      },
      select: applicationSelect,
    });
    await recordAudit(tx, audit, { action: "dive_center.application.submitted", subject: { type: "user", id: userId }, after: applicationAuditFields(row) });
    return toCenterApplication(row);
  });
}
