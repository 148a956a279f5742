import { z } from "zod";
import { ZPageQuery } from "@/lib/api/pagination";
import { zIsoMicro, zUrl, zYmd } from "@/lib/api/record-formats";
import { ZYmd } from "@/lib/users/schema";

// Request and record shapes of the documents area (CONTRACT.md section 4, "Documents").

export { MAX_DOCUMENT_BYTES } from "@/lib/documents/limits";

/** What the bytes may be (decided by their content): media type → stored extension. */
export const allowedTypes = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png" } as const;
export type AllowedType = keyof typeof allowedTypes;

export const documentKinds = ["general", "license", "medical_certificate", "professional_medical_certificate", "professional_insurance"] as const;
export const ZDocumentKind = z.enum(documentKinds, { error: "The kind must be one of: " + documentKinds.join(", ") + "." });

const MAX_INT4 = 2_147_483_647;
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** The text fields of the multipart upload (the file itself is the `file` part). */
export const ZUploadDocument = z
  .object({
    kind: ZDocumentKind,
    title: z.preprocess(blank, z.string().trim().max(120, "The title may have at most 120 characters.").optional()).describe("Defaults to the file name."),
    expires_on: z.preprocess(blank, ZYmd.optional()).describe("Y-m-d; for licences, certificates and insurance that lapse."),
  })
  .describe("multipart/form-data fields beside `file`.");
export type UploadDocumentInput = z.output<typeof ZUploadDocument>;

export const ZDocumentParams = z.object({
  id: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(MAX_INT4)),
});

export const ZDocumentListQuery = ZPageQuery;

export const ZReviewQuery = ZPageQuery.extend({
  status: z.enum(["pending", "accepted", "rejected"]).default("pending").describe("Documents in this review state (default pending)."),
});
export type ReviewQuery = z.output<typeof ZReviewQuery>;

export const ZRejectDocument = z.object({
  reason: z.string({ error: "The reason field is required." }).trim().min(3, "The reason must be at least 3 characters.").max(500, "The reason may have at most 500 characters.")
    .refine((v) => !v.includes("\u0000"), "The reason must not contain NUL characters."),
});

export const ZDocumentRecord = z.object({
  id: z.number().int(),
  kind: ZDocumentKind,
  title: z.string(),
  file_name: z.string(),
  mime_type: z.enum(Object.keys(allowedTypes) as [AllowedType, ...AllowedType[]]),
  size: z.number().int().describe("Bytes as stored (images after their metadata was removed)."),
  uploaded_at: zIsoMicro(),
  download_url: zUrl().describe("The bytes (GET, same token)."),
  source: z.enum(["own", "organisation"]),
  status: z.enum(["pending", "accepted", "rejected"]).nullable().describe("Review state of your own documents; null for organisation documents."),
  expires_on: zYmd().nullable().describe("When the licence, certificate or insurance lapses; null when it does not."),
  rejection_reason: z.string().nullable().describe("Why staff rejected your document; null otherwise."),
}).meta({ id: "Document", description: "An uploaded document (own) or one the organisation publishes." });
export type DocumentRecordShape = z.input<typeof ZDocumentRecord>;

export const ZReviewRecord = ZDocumentRecord.extend({
  sha256: z.string().regex(/^[0-9a-f]{64}$/).describe("SHA-256 of the stored bytes, hex."),
  diver: z
    .object({ id: z.number().int(), member_id: z.string().nullable(), full_name: z.string().nullable(), email: z.string() })
    .nullable()
    .describe("The uploader; null only for an organisation document."),
  reviewed_at: zIsoMicro().nullable(),
  reviewed_by: z.object({ id: z.number().int(), full_name: z.string().nullable() }).nullable().describe("The staff member who decided."),
}).meta({ id: "ReviewDocument", description: "A diver's document as staff review it." });
export type ReviewRecordShape = z.input<typeof ZReviewRecord>;

/** Downloads answer the bytes, not JSON: media type → what they hold. */
export const documentFileTypes = {
  "application/pdf": "The document's bytes (PDF).",
  "image/jpeg": "The document's bytes (JPEG, metadata removed).",
  "image/png": "The document's bytes (PNG, metadata removed).",
};
export const ZDocumentFile = z.string().describe("The file's bytes.");
