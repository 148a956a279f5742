import { z } from "zod";
import { zIsoMicro, zUrl, zYmd } from "@/lib/api/record-formats";
import en from "@/messages/en.json";

export const ZCertificationParams = z.object({ certification: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZMemberParams = z.object({ memberId: z.string().regex(/^[A-Z]{2}\d{2}-\d{3}-\d{3}$/) });

// ---- Records (contract: Records, "Certification"; User: the card; Public pages: verify) ----

export const ZCertificationStatus = z
  .enum(["valid", "superseded", "revoked"])
  .describe("valid: held now; superseded: replaced by a later issue of the same course; revoked: withdrawn by the organisation");

export const ZCourseLevel = z.enum(["diver", "specialty", "professional", "trainer", "examiner"]);

const levelLabel = z
  .string()
  .describe(`The level's display name in the response language (English: ${Object.values(en.labels.level).join(", ")})`);

const certificationNumber = z.string().describe("Certification number, e.g. DC-2026-000123");

export const ZCertification = z
  .object({
    id: z.number().int(),
    number: certificationNumber,
    course: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).describe("The course the certification was earned in"),
    level: ZCourseLevel,
    level_label: levelLabel,
    iso_equivalent: z.string().nullable().describe("ISO 24801/24802 equivalent, e.g. ISO 24801-2; null where none exists"),
    issued_at: zYmd(),
    instructor: z
      .object({ id: z.number().int(), member_id: z.string(), full_name: z.string().nullable() })
      .nullable()
      .describe("The certifying instructor; null for certifications issued without one (e.g. recognitions)"),
    dive_center: z.object({ id: z.number().int(), name: z.string() }).nullable().describe("The dive center it was earned at, if any"),
    status: ZCertificationStatus,
    card_url: zUrl().describe("Absolute URL of the card image (PNG)"),
    verify_url: zUrl().describe("Absolute URL of the holder's public verify page (what the QR codes encode)"),
  })
  .meta({ id: "Certification", description: "A certification held by the diver" });

export const ZCertificationCard = z
  .object({
    certification: ZCertification,
    card_url: zUrl().describe("Absolute URL of the card image (PNG)"),
    qr_svg: z
      .string()
      .regex(/^<\?xml[^>]*\?>\s*<svg[\s\S]*<\/svg>$/)
      .describe("A complete inline SVG document of the QR code that encodes verify_url"),
    verify_url: zUrl().describe("Absolute URL of the holder's public verify page"),
  })
  .meta({ id: "CertificationCard", description: "A certification card: the certification, its card image and its QR code" });

export const ZPublicVerification = z
  .object({
    member_id: z.string().describe("The member id looked up, e.g. IT14-729-985"),
    full_name: z.string().nullable().describe("The holder's name; null when none is on record"),
    certifications: z.array(
      z.object({
        number: certificationNumber,
        name: z.string().describe("Course name"),
        level_label: levelLabel,
        iso_equivalent: z.string().nullable(),
        issued_at: zYmd(),
        status: ZCertificationStatus,
      }),
    ),
  })
  .meta({
    id: "PublicVerification",
    description: "Public proof of who a member is and what they hold, and nothing more (no e-mail, no date of birth)",
  });

export type CertificationRecord = z.input<typeof ZCertification>;
export type CertificationCardRecord = z.input<typeof ZCertificationCard>;
export type PublicVerification = z.input<typeof ZPublicVerification>;

// ---- Staff console (CONTRACT.md section 5, "Certifications") ----

const MAX_INT4 = 2_147_483_647;
const accountId = (field: string) =>
  z.coerce
    .number({ error: `The ${field} must be an account id.` })
    .int(`The ${field} must be an account id.`)
    .min(1, `The ${field} must be an account id.`)
    .max(MAX_INT4, `The ${field} must be an account id.`);
const blankToNull = (v: unknown) => (v === "" ? null : v);
const ZReason = z
  .string({ error: "The reason field is required." })
  .trim()
  .min(3, "The reason must be at least 3 characters.")
  .max(500, "The reason may have at most 500 characters.")
  .refine((v) => !v.includes("\u0000"), "The reason must not contain NUL characters.");

export const ZAdminCertificationParams = z.object({
  id: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(MAX_INT4)),
});

export const ZIssueCertification = z.object({
  user: accountId("user").describe("The holder's account id."),
  course: z.coerce
    .number({ error: "The course must be a course id." })
    .int("The course must be a course id.")
    .min(1, "The course must be a course id.")
    .max(MAX_INT4, "The course must be a course id."),
  issued_on: z
    .string({ error: "The issued on field is required." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "The issued on date must be in the format Y-m-d.", abort: true })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      error: "The issued on date is not a valid date.",
      abort: true,
    })
    .refine((v) => v >= "1950-01-01", "The issued on date must be after 1950-01-01.")
    .refine((v) => v <= new Date().toISOString().slice(0, 10), "The issued on date must not be in the future.")
    .describe("Y-m-d, not in the future (the date the diver was certified, e.g. by the transferring agency)."),
  instructor: z.preprocess(blankToNull, accountId("instructor").nullable().optional()).describe("A professional's account id; omit or null for none."),
  dive_center: z.preprocess(blankToNull, accountId("dive center").nullable().optional()).describe("Optional: the dive center it was earned at."),
  reason: ZReason.describe("Why it is issued by hand (a transfer, a lost record); kept and written to the audit log."),
});
export type IssueCertificationInput = z.output<typeof ZIssueCertification>;

export const ZRevokeCertification = z.object({
  reason: ZReason.describe("Why it is revoked; kept and written to the audit log."),
});

export const ZAdminCertificationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
  q: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(100, "The search may have at most 100 characters.").optional())
    .describe("A member id or certification number (exact, any case), else part of the holder's name or e-mail (case- and accent-insensitive)."),
  status: z.preprocess((v) => (v === "" ? undefined : v), ZCertificationStatus.optional()),
});
export type AdminCertificationsQuery = z.output<typeof ZAdminCertificationsQuery>;

export const ZAdminCertification = ZCertification.extend({
  holder: z.object({ id: z.number().int(), member_id: z.string(), full_name: z.string().nullable(), email: z.string() }),
  source: z.enum(["course", "recognition", "manual"]).describe("course: earned online; recognition: another agency's card recognised; manual: issued by hand by staff"),
  issue_reason: z.string().nullable().describe("Why staff issued it by hand; null otherwise"),
  revoked_at: zIsoMicro().nullable().describe("Null unless revoked"),
  revocation_reason: z.string().nullable(),
}).meta({ id: "AdminCertification", description: "A certification as staff see it: the record plus its holder, origin and revocation." });
export type AdminCertificationRecord = z.input<typeof ZAdminCertification>;
