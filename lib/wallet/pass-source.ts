import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { compactCodeOf } from "@/lib/credentials/compact-code";
import { credentialSelect, toCredentialSource, type CredentialRow } from "@/lib/credentials/credential-source";
import type { CertificationStatus } from "@/generated/prisma/enums";
import { normaliseLanguage, type Lang } from "@/lib/i18n/language";

// What a wallet pass (Apple or Google) states about a certification: the public card's facts and
// the card's signed QR link as its barcode. The serial number is the certification number; the
// certification's updated_at is the pass's version (a revocation changes it).

/** Why a revoked certification gets no new pass from either wallet (410). */
export const REVOKED_NO_PASS = "This certification was revoked: it has no new pass.";

export type PassSource = {
  certificationId: number;
  /** The pass's serial number and the card's number, e.g. DC-2026-000123. */
  number: string;
  memberId: string;
  holderName: string;
  courseName: string;
  /** The level's code (`diver`, `instructor`, ...); its label is the pass's language's. */
  level: string;
  isoEquivalent: string | null;
  /** YYYY-MM-DD. */
  issuedAt: string;
  status: CertificationStatus;
  revoked: boolean;
  updatedAt: Date;
  /** The holder's language (a pass's labels default to it; the pass carries all 8). */
  language: Lang;
  /** What the barcode carries: the card's signed QR link (lib/credentials/compact-code.ts); null when revoked. */
  barcode: string | null;
};

const select = {
  ...credentialSelect,
  id: true,
  updatedAt: true,
  user: { select: { ...credentialSelect.user.select, defaultLanguage: true } },
} as const;

type Row = CredentialRow & { id: number; status: CertificationStatus; updatedAt: Date; user: { defaultLanguage: string | null } };

async function toSource(row: Row): Promise<PassSource> {
  const credential = toCredentialSource(row);
  return {
    certificationId: row.id,
    number: credential.number,
    memberId: credential.memberId,
    holderName: credential.holderName,
    courseName: credential.courseName,
    level: credential.level,
    isoEquivalent: credential.isoEquivalent,
    issuedAt: credential.issuedAt,
    status: row.status,
    revoked: credential.revoked,
    updatedAt: row.updatedAt,
    language: normaliseLanguage(row.user.defaultLanguage) ?? "en",
    barcode: credential.revoked ? null : (await compactCodeOf(credential)).link,
  };
}

/** One of the holder's own certifications; another person's is simply not found (404). */
export async function ownPassSource(userId: number, certificationId: number): Promise<PassSource> {
  const db = await getDb();
  const row = await db.certification.findFirst({ where: { id: certificationId, userId }, select });
  if (!row) throw notFound("Certification");
  return toSource(row);
}

/** A pass by its serial number (the certification number), for Apple's web service; null when unknown. */
export async function passSourceBySerial(serialNumber: string): Promise<PassSource | null> {
  if (!/^[A-Za-z0-9-]{3,40}$/.test(serialNumber)) return null;
  const db = await getDb();
  const row = await db.certification.findUnique({ where: { number: serialNumber }, select });
  return row ? toSource(row) : null;
}
