import type { RecognitionStatus } from "@/generated/prisma/enums";
import { lengthAwarePage, pageWindow, type LengthAwarePage, type PageQuery } from "@/lib/api/pagination";
import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import {
  adminRecognitionSelect,
  recognitionSelect,
  toAdminRecognition,
  toRecognition,
  type AdminRecognitionRecord,
  type RecognitionRecord,
} from "@/lib/recognitions/serializers";

const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];
// The queue is worked oldest first, so nobody waits behind later requests.
const oldestFirst = [{ createdAt: "asc" as const }, { id: "asc" as const }];

/** The requester's own recognition requests, newest first. */
export async function listOwnRecognitions(userId: number, page: PageQuery, url: URL, lang: Lang): Promise<LengthAwarePage<RecognitionRecord>> {
  const db = await getDb();
  const where = { userId };
  const [rows, total] = await Promise.all([
    db.recognition.findMany({ where, select: recognitionSelect, orderBy: newestFirst, ...pageWindow(page) }),
    db.recognition.count({ where }),
  ]);
  return lengthAwarePage(rows.map((r) => toRecognition(r, lang)), total, page, url);
}

/** The staff queue; pending requests oldest first, decided ones newest first. */
export async function listAllRecognitions(
  status: RecognitionStatus | undefined,
  page: PageQuery,
  url: URL,
  lang: Lang,
): Promise<LengthAwarePage<AdminRecognitionRecord>> {
  const db = await getDb();
  const where = status ? { status } : {};
  const [rows, total] = await Promise.all([
    db.recognition.findMany({ where, select: adminRecognitionSelect, orderBy: status === "pending" ? oldestFirst : newestFirst, ...pageWindow(page) }),
    db.recognition.count({ where }),
  ]);
  return lengthAwarePage(rows.map((r) => toAdminRecognition(r, lang)), total, page, url);
}
