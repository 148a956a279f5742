import type { Prisma } from "@/generated/prisma/client";
import { isoMicro, ymd } from "@/lib/dates";
import { env } from "@/lib/env";
import type { AllowedType, DocumentRecordShape, ReviewRecordShape } from "@/lib/documents/schema";
import { fullNameOf } from "@/lib/users/serializers";

// Document rows → the contract's records.

export const documentSelect = {
  id: true,
  userId: true,
  kind: true,
  title: true,
  fileName: true,
  mimeType: true,
  size: true,
  status: true,
  expiresOn: true,
  uploadedAt: true,
  rejectionReason: true,
} as const satisfies Prisma.DocumentSelect;

export type DocumentRow = Prisma.DocumentGetPayload<{ select: typeof documentSelect }>;

export const reviewSelect = {
  ...documentSelect,
  sha256: true,
  reviewedAt: true,
  rejectionReason: true,
  user: { select: { id: true, memberId: true, firstName: true, lastName: true, email: true, defaultLanguage: true } },
  reviewedBy: { select: { id: true, firstName: true, lastName: true } },
} as const satisfies Prisma.DocumentSelect;

export type ReviewRow = Prisma.DocumentGetPayload<{ select: typeof reviewSelect }>;

export const documentFileUrl = (id: number) => `${env().appUrl}/api/v1/diver/documents/${id}/file`;
export const reviewFileUrl = (id: number) => `${env().appUrl}/api/v1/admin/documents/${id}/file`;

export function serializeDocument(row: DocumentRow, downloadUrl = documentFileUrl(row.id)): DocumentRecordShape {
  const own = row.userId !== null;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    file_name: row.fileName,
    // Stored only after lib/documents/file-check.ts decided the bytes are one of the allowed types.
    mime_type: row.mimeType as AllowedType,
    size: row.size,
    uploaded_at: isoMicro(row.uploadedAt),
    download_url: downloadUrl,
    source: own ? ("own" as const) : ("organisation" as const),
    status: own ? row.status : null,
    expires_on: ymd(row.expiresOn),
    rejection_reason: own ? row.rejectionReason : null,
  };
}
export type DocumentRecord = DocumentRecordShape;

export function serializeReview(row: ReviewRow): ReviewRecordShape {
  return {
    ...serializeDocument(row, reviewFileUrl(row.id)),
    sha256: row.sha256,
    diver: row.user
      ? { id: row.user.id, member_id: row.user.memberId, full_name: fullNameOf(row.user), email: row.user.email }
      : null,
    reviewed_at: row.reviewedAt ? isoMicro(row.reviewedAt) : null,
    reviewed_by: row.reviewedBy ? { id: row.reviewedBy.id, full_name: fullNameOf(row.reviewedBy) } : null,
  };
}
export type ReviewRecord = ReviewRecordShape;
