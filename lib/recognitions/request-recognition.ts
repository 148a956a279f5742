import type { z } from "zod";
import { invalidField } from "@/lib/api/errors";
import { dateOnly } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import type { ZRecognitionRequestBody } from "@/lib/recognitions/schema";
import { recognitionSelect, toRecognition, type RecognitionRecord } from "@/lib/recognitions/serializers";

/**
 * Files a recognition request. The card must be one of the requester's own `license` documents
 * that is still there; anything else (another person's document, another kind, a deleted one)
 * is the same 422, so the answer never tells whether someone else's document id exists.
 */
export async function requestRecognition(
  userId: number,
  body: z.output<typeof ZRecognitionRequestBody>,
  lang: Lang,
): Promise<RecognitionRecord> {
  const db = await getDb();
  const document = await db.document.findFirst({
    where: { id: body.document_id, userId, kind: "license", deletedAt: null },
    select: { id: true },
  });
  if (!document) throw invalidField("document_id", "Choose one of your uploaded license documents (the card of the certification).");
  const row = await db.recognition.create({
    data: {
      userId,
      agency: body.agency,
      certificationName: body.certification_name,
      level: body.level,
      certificationNumber: body.certification_number,
      issuedOn: dateOnly(body.issued_on),
      documentId: document.id,
    },
    select: recognitionSelect,
  });
  return toRecognition(row, lang);
}
