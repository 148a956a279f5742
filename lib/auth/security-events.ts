import type { Prisma } from "@/generated/prisma/client";
import { clientIp } from "@/lib/api/client-ip";
import type { Db } from "@/lib/db/client";

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
  "export.requested",
] as const;

export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** Where a request came from, as recorded with events (and sessions). */
export type ClientInfo = { ip: string; userAgent: string | null };

const MAX_USER_AGENT = 512;

export function clientInfoFrom(ip: string, userAgent: string | null | undefined): ClientInfo {
  const ua = userAgent?.trim();
  return { ip, userAgent: ua ? ua.slice(0, MAX_USER_AGENT) : null };
}

export const clientInfo = (req: Request): ClientInfo => clientInfoFrom(clientIp(req), req.headers.get("user-agent"));

export type SecurityEventInput = {
  userId: number | null;
  type: SecurityEventType;
  ip?: string | null;
  userAgent?: string | null;
  /** Small JSON facts about the event (never secrets, codes or passwords). */
  detail?: Prisma.InputJsonObject;
};

/** Writes one event with the given client (`db` or a transaction). */
export async function recordSecurityEvent(db: Db | Tx, event: SecurityEventInput): Promise<void> {
  await db.securityEvent.create({
    data: {
      userId: event.userId,
      type: event.type,
      ip: event.ip ?? null,
      userAgent: event.userAgent ? event.userAgent.slice(0, MAX_USER_AGENT) : null,
      detail: event.detail ?? {},
    },
  });
}

/** The same with a ClientInfo instead of the two fields. */
export const recordClientEvent = (
  db: Db | Tx,
  client: ClientInfo | undefined,
  event: Omit<SecurityEventInput, "ip" | "userAgent">,
) => recordSecurityEvent(db, { ...event, ip: client?.ip ?? null, userAgent: client?.userAgent ?? null });
