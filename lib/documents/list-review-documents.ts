import { lengthAwarePage, pageWindow } from "@/lib/api/pagination";
import { getDb } from "@/lib/db/client";
import type { ReviewQuery } from "@/lib/documents/schema";
import { reviewSelect, serializeReview } from "@/lib/documents/serializers";

// GET /admin/documents?status=pending: divers' uploads in one review state; pending ones oldest
// first (a queue), decided ones most recently reviewed first.

/** The documents staff review in one state: divers' own uploads (not organisation documents), not deleted. */
export const reviewWhere = (status: ReviewQuery["status"]) => ({ status, userId: { not: null }, deletedAt: null });

export async function listReviewDocuments(query: ReviewQuery, url: URL) {
  const db = await getDb();
  const where = reviewWhere(query.status);
  const orderBy =
    query.status === "pending"
      ? [{ uploadedAt: "asc" as const }, { id: "asc" as const }]
      : [{ reviewedAt: "desc" as const }, { id: "desc" as const }];
  const [rows, total] = await Promise.all([
    db.document.findMany({ where, orderBy, ...pageWindow(query), select: reviewSelect }),
    db.document.count({ where }),
  ]);
  return lengthAwarePage(rows.map(serializeReview), total, query, url);
}
