import type { Prisma } from "@/generated/prisma/client";
import { recordAudit } from "@/lib/audit/record-audit";

// Who changes the catalogue (from the route: auditContext(ctx)); every change writes one audit row
// in its own transaction.

export type Actor = { actorId: number; ip?: string | null; requestId?: string | null };
type Subject = "course" | "module" | "question" | "skill";

export async function audit(
  tx: Prisma.TransactionClient,
  actor: Actor,
  action: string,
  subject: { type: Subject; id: number },
  before?: Record<string, unknown> | null,
  after?: Record<string, unknown> | null,
) {
  await recordAudit(tx, { ...actor, action, subject, before: before ?? undefined, after: after ?? undefined });
}
