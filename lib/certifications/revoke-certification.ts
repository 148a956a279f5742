import { conflict, notFound } from "@/lib/api/errors";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import { adminCertificationSelect, toAdminCertification } from "@/lib/certifications/admin-serializers";
import { refreshQualification } from "@/lib/certifications/qualification";
import type { AdminCertificationRecord } from "@/lib/certifications/schema";
import type { Lang } from "@/lib/i18n/language";
import { notifyPassChanged, passChangeCommitted, readyToNotifyPassChanged } from "@/lib/wallet/apple/notify-pass-changed";

// POST /admin/certifications/{id}/revoke. A revoked certification stays on every list with
// that status (the holder's lists, /verify); its card image answers 410; the public diver search
// and the user's qualification fall back to the remaining valid ones (refreshed here, in the
// same transaction as the change and its audit row). With APNs configured, the devices that keep
// its Apple Wallet pass get a push (a job enqueued in the same transaction; the revocation never
// waits on Apple, and never fails because of it).

export async function revokeCertification(id: number, reason: string, audit: AuditContext, lang: Lang): Promise<AdminCertificationRecord> {
  await readyToNotifyPassChanged();
  const db = await getDb();
  const revoked = await db.$transaction(async (tx) => {
    const before = await tx.certification.findUnique({ where: { id }, select: { status: true } });
    if (!before) throw notFound("Certification");
    // The state check and the change are one statement: two staff cannot both revoke.
    const changed = await tx.certification.updateMany({
      where: { id, status: { not: "revoked" } },
      data: { status: "revoked", revokedAt: new Date(), revocationReason: reason },
    });
    if (changed.count === 0) throw conflict("This certification is already revoked.");
    const row = await tx.certification.findUniqueOrThrow({ where: { id }, select: adminCertificationSelect });
    await refreshQualification(tx, row.user.id);
    await recordAudit(tx, audit, {
      action: "certification.revoked",
      subject: { type: "certification", id },
      before: { status: before.status },
      after: { status: "revoked", reason },
    });
    await notifyPassChanged(tx, id);
    return toAdminCertification(row, lang);
  });
  passChangeCommitted();
  return revoked;
}
