import { z } from "zod";
import { CourseLevel, RecognitionStatus } from "@/generated/prisma/enums";
import { zIsoMicro, zUrl, zYmd } from "@/lib/api/record-formats";
import { ZPageQuery } from "@/lib/api/pagination";
import { codeFromLabel } from "@/lib/i18n/labels";
import { ZYmd } from "@/lib/users/schema";

// Request schemas of the recognition routes; also the source of the OpenAPI document.

export const recognitionLevels = ["diver", "specialty", "professional", "trainer", "examiner"] as const;
export const recognitionStatuses = ["pending", "approved", "rejected"] as const;

const text = (max: number) => z.string().trim().min(1, "This field must not be empty.").max(max, `Must be at most ${max} characters.`);

// Like every enum the API accepts: the stable code or its English label ("Specialty Diver").
const ZLevel = z
  .string()
  .transform((v, ctx) => {
    const code = codeFromLabel("level", recognitionLevels, v);
    if (!code) {
      ctx.addIssue({ code: "custom", message: `The selected level is invalid (one of: ${recognitionLevels.join(", ")}).` });
      return z.NEVER;
    }
    return code;
  })
  .meta({ description: "Level of the certification held: diver, specialty, professional, trainer or examiner (code or English label)" });

/** POST /professional/recognitions */
export const ZRecognitionRequestBody = z.object({
  agency: text(120).meta({ example: "PADI" }),
  certification_name: text(160).meta({ example: "Open Water Diver" }),
  level: ZLevel,
  certification_number: text(80).meta({ example: "1234AB5678" }),
  issued_on: ZYmd.refine((v) => v >= "1950-01-01", "The issue date must be after 1950-01-01.")
    .refine((v) => v <= new Date().toISOString().slice(0, 10), "The issue date must not be in the future.")
    .meta({ example: "2019-06-30" }),
  document_id: z.number().int().positive().max(2_147_483_647).meta({ description: "One of your `license` documents (the card)" }),
});

/** GET /professional/recognitions */
export const ZOwnRecognitionsQuery = ZPageQuery;

/** GET /admin/recognitions */
export const ZAdminRecognitionsQuery = ZPageQuery.extend({
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(recognitionStatuses).optional()),
});

export const ZRecognitionParams = z.object({
  id: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(2_147_483_647)),
});

/** POST /admin/recognitions/{id}/approve */
export const ZApproveRecognitionBody = z.object({
  course: z.union([z.number().int().positive(), text(40)]).meta({ description: "Id or code of the equivalent DiveCert course" }),
});

/** POST /admin/recognitions/{id}/reject */
export const ZRejectRecognitionBody = z.object({
  reason: text(1000).meta({ description: "Told to the requester by e-mail" }),
});

// ---- Records the recognition routes answer (serializers are typed against them) ----

export const ZRecognition = z
  .object({
    id: z.number().int(),
    agency: z.string().describe("The agency that issued the certification."),
    certification_name: z.string(),
    level: z.enum(CourseLevel),
    level_label: z.string().describe("The level's name in the response language."),
    certification_number: z.string(),
    issued_on: zYmd(),
    status: z.enum(RecognitionStatus),
    document: z
      .object({ id: z.number().int(), title: z.string(), file_name: z.string(), mime_type: z.string(), size: z.number().int(), download_url: zUrl() })
      .nullable()
      .describe("The card (a `license` document); null once the document was deleted."),
    course: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable().describe("The equivalent course, once approved."),
    certification: z
      .object({ id: z.number().int(), number: z.string(), card_url: zUrl() })
      .nullable()
      .describe("The certification issued on approval."),
    rejection_reason: z.string().nullable(),
    decided_at: zIsoMicro().nullable(),
    created_at: zIsoMicro(),
  })
  .meta({ id: "Recognition", description: "A request to recognise another agency's certification." });
export type RecognitionShape = z.input<typeof ZRecognition>;

export const ZAdminRecognition = ZRecognition.extend({
  user: z.object({ id: z.number().int(), member_id: z.string(), full_name: z.string().nullable(), email: z.string() }).describe("Who asked."),
}).meta({ id: "AdminRecognition", description: "A recognition request as staff see it: with who asked." });
export type AdminRecognitionShape = z.input<typeof ZAdminRecognition>;
