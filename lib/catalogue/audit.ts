import type { Prisma } from "@/generated/prisma/client";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";

// Who changes the catalogue (its AuditContext: routes and server actions build it with
// auditContext, lib/api/audit-context.ts); every change writes its audit row inside its own
// transaction (decision 0027).

type Subject = "course" | "module" | "question" | "skill";
type Fields = Record<string, string | number | boolean | null | string[] | undefined>;

export async function audit(tx: Prisma.TransactionClient, actor: AuditContext, action: string, subject: { type: Subject; id: number }, before?: Fields | null, after?: Fields | null) {
  await recordAudit(tx, actor, { action, subject, before: (before ?? null) as Prisma.InputJsonObject | null, after: (after ?? null) as Prisma.InputJsonObject | null });
}
