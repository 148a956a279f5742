import { getAdminUser } from "@/lib/admin-users/get-user";
import type { ChangeProfessionalStatusInput } from "@/lib/admin-users/schema";
import { statusChangedMail } from "@/lib/admin-users/status-mail";
import { lockTarget } from "@/lib/admin-users/target-guard";
import { conflict, notFound } from "@/lib/api/errors";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { todayUtc, ymd } from "@/lib/dates";
import { getDb, inTransaction } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { Lang } from "@/lib/i18n/language";
import { sendMail } from "@/lib/mail/send-mail";
import { addUtcDays, professionalStatusOn } from "@/lib/professional/membership-status";

// POST /admin/users/{id}/professional-status: the same as the account's status, for the
// professional membership's own fields (status, reason, suspension days, restore date), under the
// same rule of who may act on whom (decision 0036).

export async function changeProfessionalStatus(userId: number, input: ChangeProfessionalStatusInput, audit: AuditContext, lang: Lang, today = todayUtc()) {
  await inTransaction(async () => {
    const db = await getDb();
    await lockTarget(db, audit.actorId, userId);
    const user = await db.user.findUnique({
      where: { id: userId },
      select: { email: true, firstName: true, defaultLanguage: true, status: true, professional: true },
    });
    if (!user) throw notFound("User");
    const m = user.professional;
    if (!m) throw conflict("The account has no professional membership.");
    if (user.status === "closed") throw conflict("A closed account cannot be changed.");
    const active = input.status === "active";
    const restoreDate = input.days ? addUtcDays(today, input.days) : null;
    const data = { status: input.status, statusReason: active ? "" : (input.reason ?? ""), suspensionDays: active ? 0 : (input.days ?? 0), restoreDate };
    await db.professionalMembership.update({ where: { userId }, data });
    await sendMail({
      to: user.email,
      kind: "professional_status_changed",
      ...statusChangedMail({
        kind: "professional",
        status: input.status,
        reason: active ? null : (input.reason ?? null),
        restoreDate: ymd(restoreDate),
        firstName: user.firstName,
        url: new URL("/profile", env().appUrl).toString(),
        lang: user.defaultLanguage,
      }),
    });
    await recordAudit(db, audit, {
      action: "user.professional_status.changed",
      subject: { type: "user", id: userId },
      before: { professional_status: professionalStatusOn(m, today), professional_status_reason: m.statusReason, professional_suspension_days: m.suspensionDays, professional_restore_date: ymd(m.restoreDate) },
      after: { professional_status: data.status, professional_status_reason: data.statusReason, professional_suspension_days: data.suspensionDays, professional_restore_date: ymd(restoreDate) },
    });
  });
  return getAdminUser(userId, lang);
}
