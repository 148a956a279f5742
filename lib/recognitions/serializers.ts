import type { Prisma } from "@/generated/prisma/client";
import { isoMicro, ymd } from "@/lib/dates";
import { env } from "@/lib/env";
import { label } from "@/lib/i18n/labels";
import type { Lang } from "@/lib/i18n/language";
import { cardUrlOf } from "@/lib/certifications/card-url";
import type { AdminRecognitionShape, RecognitionShape } from "@/lib/recognitions/schema";
import { fullNameOf } from "@/lib/users/serializers";

export const recognitionSelect = {
  id: true,
  agency: true,
  certificationName: true,
  level: true,
  certificationNumber: true,
  issuedOn: true,
  status: true,
  rejectionReason: true,
  decidedAt: true,
  createdAt: true,
  document: { select: { id: true, title: true, fileName: true, mimeType: true, size: true, deletedAt: true } },
  course: { select: { id: true, code: true, name: true } },
  certification: { select: { id: true, number: true } },
} satisfies Prisma.RecognitionSelect;

// Staff also see who asked (the queue is not public; the e-mail lets them write back).
export const adminRecognitionSelect = {
  ...recognitionSelect,
  user: { select: { id: true, memberId: true, firstName: true, lastName: true, email: true } },
} satisfies Prisma.RecognitionSelect;

export type RecognitionRow = Prisma.RecognitionGetPayload<{ select: typeof recognitionSelect }>;
export type AdminRecognitionRow = Prisma.RecognitionGetPayload<{ select: typeof adminRecognitionSelect }>;

// The owner downloads their card through their own documents; staff through the admin route.
const ownerDownload = (id: number) => `${env().appUrl}/api/v1/diver/documents/${id}/file`;
const staffDownload = (id: number) => `${env().appUrl}/api/v1/admin/documents/${id}/file`;

export function toRecognition(r: RecognitionRow, lang: Lang, downloadUrlOf: (id: number) => string = ownerDownload): RecognitionShape {
  const doc = r.document && !r.document.deletedAt ? r.document : null;
  return {
    id: r.id,
    agency: r.agency,
    certification_name: r.certificationName,
    level: r.level,
    level_label: label(`level.${r.level}`, lang),
    certification_number: r.certificationNumber,
    issued_on: ymd(r.issuedOn),
    status: r.status,
    document: doc
      ? { id: doc.id, title: doc.title, file_name: doc.fileName, mime_type: doc.mimeType, size: doc.size, download_url: downloadUrlOf(doc.id) }
      : null,
    course: r.course,
    certification: r.certification ? { ...r.certification, card_url: cardUrlOf(r.certification.number) } : null,
    rejection_reason: r.rejectionReason,
    decided_at: r.decidedAt ? isoMicro(r.decidedAt) : null,
    created_at: isoMicro(r.createdAt),
  };
}

export function toAdminRecognition(r: AdminRecognitionRow, lang: Lang): AdminRecognitionShape {
  return {
    ...toRecognition(r, lang, staffDownload),
    user: { id: r.user.id, member_id: r.user.memberId, full_name: fullNameOf(r.user), email: r.user.email },
  };
}

export type RecognitionRecord = RecognitionShape;
export type AdminRecognitionRecord = AdminRecognitionShape;
