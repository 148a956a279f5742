import { notFound } from "@/lib/api/errors";
import { ymd } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { fullNameOf } from "@/lib/users/serializers";

// What a credential states about a certification: only facts the public card shows already.

export type CredentialSource = {
  number: string;
  memberId: string;
  holderName: string;
  courseCode: string;
  courseName: string;
  courseDescription: string | null;
  level: string;
  isoEquivalent: string | null;
  issuedAt: string;
  statusIndex: number;
  revoked: boolean;
};

/** What a credential reads of a certification (pass sources read it too: lib/wallet/pass-source.ts). */
export const credentialSelect = {
  number: true,
  level: true,
  isoEquivalent: true,
  issuedAt: true,
  status: true,
  statusListIndex: true,
  course: { select: { code: true, name: true, description: true } },
  user: { select: { memberId: true, firstName: true, lastName: true } },
} as const;

export type CredentialRow = {
  number: string;
  level: string;
  isoEquivalent: string | null;
  issuedAt: Date;
  status: string;
  statusListIndex: number;
  course: { code: string; name: string; description: string | null };
  user: { memberId: string; firstName: string | null; lastName: string | null };
};

export const toCredentialSource = (row: CredentialRow): CredentialSource => ({
  number: row.number,
  memberId: row.user.memberId,
  holderName: fullNameOf(row.user) ?? row.user.memberId,
  courseCode: row.course.code,
  courseName: row.course.name,
  courseDescription: row.course.description,
  level: row.level,
  isoEquivalent: row.isoEquivalent,
  issuedAt: ymd(row.issuedAt)!,
  statusIndex: row.statusListIndex,
  revoked: row.status === "revoked",
});

/** One of the holder's own certifications; another person's is simply not found. */
export async function ownCredentialSource(userId: number, certificationId: number): Promise<CredentialSource> {
  const db = await getDb();
  const row = await db.certification.findFirst({ where: { id: certificationId, userId }, select: credentialSelect });
  if (!row) throw notFound("Certification");
  return toCredentialSource(row);
}

/** A certification by its public number (the card image); null when unknown. */
export async function credentialSourceByNumber(number: string): Promise<CredentialSource | null> {
  const db = await getDb();
  const row = await db.certification.findUnique({ where: { number }, select: credentialSelect });
  return row ? toCredentialSource(row) : null;
}
