import { lengthAwarePage, pageWindow, type LengthAwarePage, type PageQuery } from "@/lib/api/pagination";
import { getDb } from "@/lib/db/client";
import { exportSelect, toExportRecord } from "@/lib/privacy/export-links";
import type { DataExportRecord } from "@/lib/privacy/schema";

/** GET /profile/exports: the account's exports, newest first, with a signed link when ready. */
export async function listExports(userId: number, query: PageQuery, url: URL): Promise<LengthAwarePage<DataExportRecord>> {
  const db = await getDb();
  const where = { userId };
  const [total, rows] = await Promise.all([
    db.dataExport.count({ where }),
    db.dataExport.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: exportSelect, ...pageWindow(query) }),
  ]);
  const now = new Date();
  return lengthAwarePage(rows.map((r) => toExportRecord(r, now)), total, query, url);
}
