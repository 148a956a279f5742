import { z } from "zod";
import { zUrl, zYmd } from "@/lib/api/record-formats";
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
