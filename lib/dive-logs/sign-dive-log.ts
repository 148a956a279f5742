import { conflict, notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import { instructorWhere, keyWhere } from "@/lib/dive-logs/get-dive-log";
import type { DiveLogKey } from "@/lib/dive-logs/schema";
import { instructorDiveLogSelect, toInstructorDiveLogRecord } from "@/lib/dive-logs/serializers";
import { signatureHash } from "@/lib/dive-logs/signature";
import { assertProfessionalActive } from "@/lib/professional/assert-professional-active";
import { fullNameOf } from "@/lib/users/serializers";

/**
 * The named instructor signs a student's dive: signed_at, verified_by ("Full Name (member id)")
 * and the SHA-256 of the signed content. Once signed the dive is locked; signing twice is a 409.
 * The dive's row lock orders this against a concurrent PATCH by the diver.
 */
export async function signDiveLog(instructorId: number, key: DiveLogKey) {
  await assertProfessionalActive(instructorId);
  const db = await getDb();
  const row = await db.$transaction(async (tx) => {
    const found = await tx.diveLog.findFirst({ where: { ...keyWhere(key), ...instructorWhere(instructorId) }, select: { id: true } });
    if (!found) throw notFound("Dive log");
    await tx.$queryRaw`SELECT id FROM dive_logs WHERE id = ${found.id} FOR UPDATE`;
    const current = await tx.diveLog.findUniqueOrThrow({ where: { id: found.id }, select: instructorDiveLogSelect });
    if (current.signedAt) throw conflict("This dive log is already signed.");
    const me = await tx.user.findUniqueOrThrow({ where: { id: instructorId }, select: { firstName: true, lastName: true, memberId: true } });
    const signedAt = new Date();
    const verifiedBy = `${fullNameOf(me) ?? me.memberId} (${me.memberId})`;
    const signedHash = signatureHash({ ...current, signedAt, verifiedBy });
    const signed = await tx.diveLog.update({ where: { id: current.id }, data: { signedAt, verifiedBy, signedHash }, select: instructorDiveLogSelect });
    await recordAudit(tx, { actorId: instructorId }, {
      action: "dive_log.signed",
      subject: { type: "dive_log", id: current.id },
      before: { signed_at: null },
      after: { signed_at: signedAt.toISOString(), verified_by: verifiedBy, signed_hash: signedHash },
    });
    return signed;
  });
  return toInstructorDiveLogRecord(row);
}
