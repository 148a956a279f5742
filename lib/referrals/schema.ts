import { z } from "zod";
import { zIsoMicro, zYmd } from "@/lib/api/record-formats";
import { ZMedicalStatus } from "@/lib/medical/schema";

// Referrals (contract section 6, decision 0047): the record a course log's instructor signs as a
// compact JWT (`typ: "referral+jwt"`, the organisation's credential key), and the bodies of the
// preview and accept routes. The record is the JWT's claims, flat beside iss/jti/iat/exp, so a
// verifier anywhere reads it with any JWT library.

const MAX_INT4 = 2_147_483_647;

export const REFERRAL_TYP = "referral+jwt";

const ZRefPerson = z.object({ member_id: z.string(), full_name: z.string().nullable() });

export const ZReferralClaims = z
  .object({
    iss: z.string().describe("The issuing installation (APP_URL)."),
    jti: z.string().describe("The referral's id; a code is accepted once."),
    iat: z.number().int().describe("Issued at (seconds since the epoch)."),
    exp: z.number().int().describe("Expires (seconds since the epoch): twelve months after issue."),
    log_code: z.string().meta({ example: "CL-7F3K9Q2M" }),
    course: z.object({ code: z.string(), name: z.string() }),
    diver: ZRefPerson,
    modules_passed: z.array(
      z.object({
        number: z.number().int().describe("The module's position in the course."),
        title: z.string(),
        score: z.number().int().describe("The best quiz score, percent."),
        passed_at: zIsoMicro().describe("When the quiz was first passed."),
      }),
    ),
    skills_signed: z.array(
      z.object({
        name: z.string(),
        signed_at: zIsoMicro().describe("When the instructor signed it."),
        confirmed: z.boolean().describe("The diver has confirmed the signature (the skill is complete)."),
      }),
    ),
    dives_logged: z.array(
      z.object({
        number: z.number().int().describe("The dive's number in the diver's logbook."),
        date: zYmd(),
        max_depth: z.number().nullable(),
        depth_unit: z.string().describe("`m` or `ft`."),
        duration: z.number().int().describe("Minutes."),
        signed: z.boolean().describe("Signed by an instructor."),
      }),
    ).describe("The dive logs linked to the course log."),
    medical: z.object({
      status: ZMedicalStatus,
      valid_until: zYmd().nullable().describe("Until when the latest questionnaire counts; null when there is none."),
    }),
    instructor: ZRefPerson.describe("The referring instructor."),
    center: z.object({ id: z.number().int(), name: z.string() }).nullable().describe("The course log's dive center when referred."),
    issued_at: zIsoMicro(),
  })
  .meta({ id: "ReferralRecord", description: "A referral's signed record: the course log's progress, the diver's medical status, the instructor and the center" });

export type ReferralClaims = z.infer<typeof ZReferralClaims>;

export const ZReferralCreated = z
  .object({
    code: z.string().describe("The compact JWT (EdDSA, `typ: referral+jwt`, `kid` = the key's RFC 7638 thumbprint in /.well-known/jwks.json)."),
    expires_on: zYmd(),
    referral: ZReferralClaims,
  })
  .meta({ id: "ReferralCreated", description: "A new referral: the code to hand over, its expiry and its decoded record" });

export const ZReferralPreview = z
  .object({
    referral: ZReferralClaims,
    accepted: z.boolean().describe("The code was accepted already (a second accept answers 409)."),
    expires_on: zYmd(),
  })
  .meta({ id: "ReferralPreview", description: "A verified referral's record and whether it was accepted" });

const ZCode = z
  .string({ error: "The code field is required." })
  .trim()
  .min(1, "The code field is required.")
  .max(64_000, "The code is too long.");

export const ZPreviewReferralBody = z.object({ code: ZCode });

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

export const ZAcceptReferralBody = z.object({
  code: ZCode,
  dive_center_id: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: "The dive center id must be an integer." }).int("The dive center id must be an integer.").min(1).max(MAX_INT4).optional(),
  ),
});
export type AcceptReferralInput = z.infer<typeof ZAcceptReferralBody>;

/** The diver's view of a course log's latest open referral (the course page). */
export type LatestReferral = { code: string; expires_on: string; link: string; qrSvg: string } | null;
