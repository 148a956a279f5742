import { lengthAwarePage, pageWindow, type PageQuery } from "@/lib/api/pagination";
import { getDb } from "@/lib/db/client";
import { documentSelect, serializeDocument } from "@/lib/documents/serializers";

// GET /diver/documents: the organisation's published documents first, then the diver's own,
// newest first (docs/decisions/0010-documents-storage.md: paginated like every list).

export const visibleTo = (userId: number) => ({
  deletedAt: null,
  OR: [{ userId }, { userId: null, published: true }],
});

export async function listDocuments(userId: number, query: PageQuery, url: URL) {
  const db = await getDb();
  const where = visibleTo(userId);
  const [rows, total] = await Promise.all([
    db.document.findMany({
      where,
      orderBy: [{ userId: { sort: "asc", nulls: "first" } }, { uploadedAt: "desc" }, { id: "desc" }],
      ...pageWindow(query),
      select: documentSelect,
    }),
    db.document.count({ where }),
  ]);
  return lengthAwarePage(rows.map((r) => serializeDocument(r)), total, query, url);
}
