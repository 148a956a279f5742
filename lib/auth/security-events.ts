import type { Prisma } from "@/generated/prisma/client";
import type { Db } from "@/lib/db/client";
import { recordAudit } from "@/lib/audit/record-audit";

// Account security events for the audit log (issue 23; the staff console shows them): sign-ins
// and their failures, second-factor changes, refresh-token reuse, sessions ended. Written in the
// caller's transaction when there is one, so an event exists exactly when its change does.

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** Event types; add new ones here (one line each). Stored as text, so old rows stay readable. */
export const SECURITY_EVENT_TYPES = [
  "login.success",
  "login.failure",
  "login.throttled",
  "mfa.challenge",
  "mfa.success",
  "mfa.failure",
  "mfa.token_voided",
  "mfa.totp_enabled",
  "mfa.totp_disabled",
  "mfa.recovery_codes_regenerated",
  "mfa.recovery_code_used",
  "passkey.added",
  "passkey.renamed",
  "passkey.removed",
  "refresh.reuse",
  "session.ended",
  "password.reset",
  "password.changed",
  "logout",
  "export.requested",
] as const;

export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** Where a request came from, as recorded with events (and sessions); the kernel's request id when an API request. */
export type ClientInfo = { ip: string; userAgent: string | null; requestId?: string };

const MAX_USER_AGENT = 512;

export function clientInfoFrom(ip: string, userAgent: string | null | undefined, requestId?: string): ClientInfo {
  const ua = userAgent?.trim();
  return { ip, userAgent: ua ? ua.slice(0, MAX_USER_AGENT) : null, ...(requestId ? { requestId } : {}) };
}

export type SecurityEventInput = {
  userId: number | null;
  type: SecurityEventType;
  ip?: string | null;
  userAgent?: string | null;
  /** Small JSON facts about the event (never secrets, codes or passwords). */
  detail?: Prisma.InputJsonObject;
  requestId?: string | null;
};

/**
 * Events an account's holder did not (yet) prove they caused: the audit row has no actor, only
 * the account as its subject. Every other event is the holder acting on their own account.
 */
const UNPROVEN: ReadonlySet<SecurityEventType> = new Set([
  "login.failure",
  "login.throttled",
  "mfa.failure",
  "mfa.token_voided",
  "refresh.reuse",
]);

/**
 * Writes one event with the given client (`db` or a transaction), and its row in the audit log
 * (action `security.<type>`, contract section 5): both or neither.
 */
export async function recordSecurityEvent(db: Db | Tx, event: SecurityEventInput): Promise<void> {
  const write = async (tx: Tx) => {
    await tx.securityEvent.create({
      data: {
        userId: event.userId,
        type: event.type,
        ip: event.ip ?? null,
        userAgent: event.userAgent ? event.userAgent.slice(0, MAX_USER_AGENT) : null,
        detail: event.detail ?? {},
      },
    });
    await recordAudit(
      tx,
      { actorId: UNPROVEN.has(event.type) ? null : event.userId, ip: event.ip ?? null, requestId: event.requestId ?? null },
      { action: `security.${event.type}`, subject: { type: "user", id: event.userId }, after: event.detail ?? null },
    );
  };
  // The client itself (it can connect) opens a transaction; a transaction client is used as it is.
  if (typeof (db as { $connect?: unknown }).$connect === "function") await db.$transaction(write);
  else await write(db as Tx);
}

/** The same with a ClientInfo instead of the two fields. */
export const recordClientEvent = (
  db: Db | Tx,
  client: ClientInfo | undefined,
  event: Omit<SecurityEventInput, "ip" | "userAgent" | "requestId">,
) => recordSecurityEvent(db, { ...event, ip: client?.ip ?? null, userAgent: client?.userAgent ?? null, requestId: client?.requestId ?? null });
