import { recordAudit, SYSTEM_AUDIT } from "@/lib/audit/record-audit";
import { todayUtc, ymd } from "@/lib/dates";
import { getDb, inTransaction } from "@/lib/db/client";
import { logger } from "@/lib/log";

// The automatic end of a suspension (contract section 5): on its restore_date an account (and,
// separately, a professional membership) is active again by itself. Run by the scheduled
// `restore-accounts` job (lib/jobs/tasks/restore-accounts.ts); `today` is an argument so tests
// can move the clock. Each row is claimed with a conditional update in its own transaction with
// its audit row: two instances running the same occasion restore it once.

const BATCH = 200;

export async function restoreDueAccounts(today = todayUtc()): Promise<{ accounts: number; professionals: number }> {
  const db = await getDb();
  let accounts = 0;
  let professionals = 0;
  for (;;) {
    const due = await db.user.findMany({
      where: { restoreDate: { lte: today }, status: { notIn: ["active", "closed"] } },
      select: { id: true, status: true, statusReason: true, suspensionDays: true, restoreDate: true, restoreStatus: true },
      orderBy: { id: "asc" },
      take: BATCH,
    });
    for (const u of due) {
      const to = u.restoreStatus ?? "active";
      const done = await inTransaction(async () => {
        const tx = await getDb();
        const { count } = await tx.user.updateMany({
          where: { id: u.id, status: u.status, restoreDate: u.restoreDate },
          data: { status: to, statusReason: null, suspensionDays: null, restoreDate: null, restoreStatus: null },
        });
        if (count === 0) return false;
        await recordAudit(tx, SYSTEM_AUDIT, {
          action: "user.status.restored",
          subject: { type: "user", id: u.id },
          before: { status: u.status, status_reason: u.statusReason, suspension_days: u.suspensionDays, restore_date: ymd(u.restoreDate) },
          after: { status: to, status_reason: null, suspension_days: null, restore_date: null },
        });
        return true;
      });
      if (done) accounts++;
    }
    if (due.length < BATCH) break;
  }
  for (;;) {
    const due = await db.professionalMembership.findMany({
      where: { restoreDate: { lte: today }, status: "suspended" },
      select: { userId: true, statusReason: true, suspensionDays: true, restoreDate: true },
      orderBy: { userId: "asc" },
      take: BATCH,
    });
    for (const m of due) {
      const done = await inTransaction(async () => {
        const tx = await getDb();
        const { count } = await tx.professionalMembership.updateMany({
          where: { userId: m.userId, status: "suspended", restoreDate: m.restoreDate },
          data: { status: "active", statusReason: "", suspensionDays: 0, restoreDate: null },
        });
        if (count === 0) return false;
        await recordAudit(tx, SYSTEM_AUDIT, {
          action: "user.professional_status.restored",
          subject: { type: "user", id: m.userId },
          before: { professional_status: "suspended", professional_status_reason: m.statusReason, professional_suspension_days: m.suspensionDays, professional_restore_date: ymd(m.restoreDate) },
          after: { professional_status: "active", professional_status_reason: "", professional_suspension_days: 0, professional_restore_date: null },
        });
        return true;
      });
      if (done) professionals++;
    }
    if (due.length < BATCH) break;
  }
  if (accounts || professionals) logger.info("suspensions restored", { accounts, professionals });
  return { accounts, professionals };
}
