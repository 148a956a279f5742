import type { Role } from "@/generated/prisma/enums";
import { hasPermission } from "@/lib/auth/permissions";
import { getDb } from "@/lib/db/client";
import { reviewWhere } from "@/lib/documents/list-review-documents";
import { jobCounts } from "@/lib/jobs/job-counts";

// What waits for staff, for the console's home (/admin): one count per queue the account may
// work, by the same rules as the queues' own lists (a staff permission per queue, failed jobs for
// administrators only). At most five statements, whatever the data: one per queue shown.

/** How far back the home counts refunds (nothing waits on staff for refunds: they make them). */
export const RECENT_REFUND_DAYS = 30;

export type WaitingCounts = {
  /** Divers' uploads waiting for a decision (records). */
  documents?: number;
  /** Recognition requests waiting for a decision (records). */
  recognitions?: number;
  /** Background jobs that failed and are kept for a retry (administrators). */
  failedJobs?: number;
  /**
   * Refunds (finance): staff refund from an order's page, so none waits on them; `recent` counts
   * the refunds that went through in the last RECENT_REFUND_DAYS days, `inProgress` those the
   * payment provider has not answered yet (settled by its webhook or the next reconcile).
   */
  refunds?: { recent: number; inProgress: number };
  /** Dive center applications waiting for a decision (accounts). */
  applications?: number;
};

export async function countWaiting(user: { role: Role; permissions?: readonly string[] }): Promise<WaitingCounts> {
  const db = await getDb();
  const records = hasPermission(user, "records");
  const finance = hasPermission(user, "finance");
  const accounts = hasPermission(user, "accounts");
  const admin = user.role === "admin";
  const since = new Date(Date.now() - RECENT_REFUND_DAYS * 86_400_000);
  const [documents, recognitions, refunds, jobs, applications] = await Promise.all([
    records ? db.document.count({ where: reviewWhere("pending") }) : undefined,
    records ? db.recognition.count({ where: { status: "pending" } }) : undefined,
    finance
      ? db.orderRefund.groupBy({
          by: ["status"],
          where: { OR: [{ status: "pending" }, { status: "succeeded", createdAt: { gte: since } }] },
          _count: { _all: true },
        })
      : undefined,
    admin ? jobCounts() : undefined,
    accounts ? db.diveCenterApplication.count({ where: { status: "pending" } }) : undefined,
  ]);
  const refundsOf = (status: "pending" | "succeeded") => refunds?.find((r) => r.status === status)?._count._all ?? 0;
  return {
    ...(documents !== undefined && { documents }),
    ...(recognitions !== undefined && { recognitions }),
    ...(jobs && { failedJobs: jobs.failed }),
    ...(refunds && { refunds: { recent: refundsOf("succeeded"), inProgress: refundsOf("pending") } }),
    ...(applications !== undefined && { applications }),
  };
}
