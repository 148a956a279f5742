import { getDb } from "@/lib/db/client";

// The cards a requester can attach to a recognition request.

/** The user's own license documents that are still there, newest first. */
export async function listLicenseDocuments(userId: number) {
  const db = await getDb();
  return db.document.findMany({
    where: { userId, kind: "license", deletedAt: null },
    orderBy: [{ uploadedAt: "desc" }, { id: "desc" }],
    select: { id: true, title: true, fileName: true, uploadedAt: true },
  });
}
