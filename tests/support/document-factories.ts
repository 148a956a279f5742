import { createHash, randomUUID } from "node:crypto";
import type { DocumentKind } from "@/generated/prisma/enums";
import { getDb } from "@/lib/db/client";

// Document rows straight in the database (the upload routes live in the documents area); the
// bytes are never read by the tests that use these.

export async function createDocument(userId: number, options: { kind?: DocumentKind; deleted?: boolean; title?: string } = {}) {
  const db = await getDb();
  const key = randomUUID();
  return db.document.create({
    data: {
      userId,
      kind: options.kind ?? "license",
      title: options.title ?? "Card front",
      fileName: "card.jpg",
      mimeType: "image/jpeg",
      size: 1234,
      sha256: createHash("sha256").update(key).digest("hex"),
      storageKey: `test/${key}.jpg`,
      status: "pending",
      deletedAt: options.deleted ? new Date() : null,
    },
    select: { id: true },
  });
}
