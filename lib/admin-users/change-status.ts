import { getAdminUser } from "@/lib/admin-users/get-user";
import type { ChangeStatusInput } from "@/lib/admin-users/schema";
import { statusChangedMail } from "@/lib/admin-users/status-mail";
import { lockTarget } from "@/lib/admin-users/target-guard";
import { conflict, notFound } from "@/lib/api/errors";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { randomToken } from "@/lib/auth/keys";
import { hashPassword } from "@/lib/auth/password";
import { revokeAllSessions } from "@/lib/auth/sessions/revoke-all-sessions";
import { todayUtc, ymd } from "@/lib/dates";
import { getDb, inTransaction } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { Lang } from "@/lib/i18n/language";
import { sendMail } from "@/lib/mail/send-mail";
import { addUtcDays } from "@/lib/professional/membership-status";
import { deleteExportsOf } from "@/lib/privacy/build-export";
import { closedAccountErasure } from "@/lib/users/account-security";

// POST /admin/users/{id}/status (decision 0028). In one transaction: the new status with its
// reason and restore date, the audit row, and the holder's e-mail (outbox + send job). A
// suspension or ban leaves the sessions alone: the kernel refuses every route but the profile
// read at once, and the holder can still sign in to read why. Closing follows decision 0004
// (personal data erased, name and member id kept, every session ended) and cannot be undone.
// Staff change divers only; staff and administrators are changed by administrators (decision 0036).

export async function changeAccountStatus(userId: number, input: ChangeStatusInput, audit: AuditContext, lang: Lang, today = todayUtc()) {
  const closing = input.status === "closed";
  const passwordHash = closing ? await hashPassword(randomToken()) : undefined;
  await inTransaction(async () => {
    const db = await getDb();
    await lockTarget(db, audit.actorId, userId);
    const user = await db.user.findUnique({
      where: { id: userId },
      select: { id: true, email: true, firstName: true, defaultLanguage: true, status: true, statusReason: true, suspensionDays: true, restoreDate: true },
    });
    if (!user) throw notFound("User");
    if (user.status === "closed") throw conflict("A closed account cannot be changed.");
    if (user.id === audit.actorId && input.status !== "active") throw conflict("You cannot change the status of your own account.");
    const active = input.status === "active";
    const restoreDate = input.days ? addUtcDays(today, input.days) : null;
    const data = {
      status: input.status,
      statusReason: active ? null : (input.reason ?? null),
      suspensionDays: active ? null : (input.days ?? 0),
      restoreDate,
      restoreStatus: restoreDate ? ("active" as const) : null,
    };
    // The holder is told before a closure erases the address.
    await sendMail({
      to: user.email,
      kind: "account_status_changed",
      ...statusChangedMail({
        kind: "account",
        status: input.status,
        reason: data.statusReason,
        restoreDate: ymd(restoreDate),
        firstName: user.firstName,
        url: new URL("/profile", env().appUrl).toString(),
        lang: user.defaultLanguage,
      }),
    });
    await db.user.update({ where: { id: userId }, data: closing ? { ...data, ...closedAccountErasure(userId, passwordHash!) } : data });
    if (closing) {
      await db.oneTimeToken.deleteMany({ where: { userId } });
      await db.knownDevice.deleteMany({ where: { userId } });
      await revokeAllSessions(db, userId);
    }
    await recordAudit(db, audit, {
      action: "user.status.changed",
      subject: { type: "user", id: userId },
      before: { status: user.status, status_reason: user.statusReason, suspension_days: user.suspensionDays, restore_date: ymd(user.restoreDate) },
      after: { status: data.status, status_reason: data.statusReason, suspension_days: data.suspensionDays, restore_date: ymd(restoreDate) },
    });
  });
  if (closing) await deleteExportsOf(userId);
  return getAdminUser(userId, lang);
}
