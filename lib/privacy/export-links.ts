import { signedUrl } from "@/lib/auth/signed-url";
import { isoMicro } from "@/lib/dates";
import type { DataExportRecord } from "@/lib/privacy/schema";

// The signed download link of an export (lib/auth/signed-url.ts): no token, valid until the
// export expires, signed over the path so another export's id breaks the signature.

export const exportDownloadPath = (id: string) => `/api/v1/profile/exports/${id}/download`;

export function exportDownloadUrl(id: string, expiresAt: Date, now = Date.now()): string {
  return signedUrl(exportDownloadPath(id), Math.max(1, Math.floor((expiresAt.getTime() - now) / 1000)));
}

export type ExportRow = {
  id: string;
  status: "pending" | "ready" | "failed";
  size: bigint | null;
  createdAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
};

export const exportSelect = { id: true, status: true, size: true, createdAt: true, readyAt: true, expiresAt: true } as const;

export function toExportRecord(row: ExportRow, now = new Date()): DataExportRecord {
  const expired = row.status === "ready" && row.expiresAt !== null && row.expiresAt <= now;
  const ready = row.status === "ready" && !expired;
  return {
    id: row.id,
    status: expired ? "expired" : row.status,
    created_at: isoMicro(row.createdAt),
    ready_at: row.readyAt ? isoMicro(row.readyAt) : null,
    expires_at: row.expiresAt ? isoMicro(row.expiresAt) : null,
    size: ready && row.size !== null ? Number(row.size) : null,
    download_url: ready && row.expiresAt ? exportDownloadUrl(row.id, row.expiresAt, now.getTime()) : null,
  };
}
