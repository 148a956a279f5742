import { z } from "zod";
import { zIsoMicro, zUrl, zYmd } from "@/lib/api/record-formats";
import { formCodes } from "@/lib/forms/catalogue";

// Request schemas of /diver/forms/* and of the guardian's signing page, and the form records.

export const ZFormCodeParams = z.object({ code: z.enum(formCodes) });

export const ZFormPdfQuery = z.object({
  // An older version (e.g. the one a past signature covers); the current one by default.
  version: z.coerce.number().int().positive().optional(),
});

const ZTypedName = z.string({ error: "The full name is required." }).trim().min(1, "The full name is required.").max(200, "The full name may not be longer than 200 characters.");
const ZAccept = z.literal(true, { error: "You must accept the form to sign it." });

export const ZSignFormBody = z.object({ full_name: ZTypedName, accept: ZAccept });
export type SignFormInput = z.infer<typeof ZSignFormBody>;

export const ZGuardianSignBody = z.object({ guardian_name: ZTypedName, accept: ZAccept });
export type GuardianSignInput = z.infer<typeof ZGuardianSignBody>;

/** The parts of the e-mailed guardian link: /guardian-forms/{id}/{code}/{hash}?expires=&signature= */
export const ZGuardianLink = z.object({
  id: z.coerce.number().int().positive(),
  code: z.enum(formCodes),
  hash: z.string().regex(/^[a-f0-9]{40}$/),
  expires: z.string().optional(),
  signature: z.string().optional(),
});
export type GuardianLink = z.infer<typeof ZGuardianLink>;

export const ZFormRecord = z
  .object({
    code: z.enum(formCodes),
    title: z.string(),
    version: z.number().int().describe("The current version."),
    language: z.string().meta({ example: "en" }),
    download_url: zUrl().describe("The PDF (with the signature block filled in once signed)."),
    signed: z.boolean().describe("The current version is signed."),
    signed_at: zIsoMicro().nullable().describe("Of the latest signature, of any version."),
    signed_version: z.number().int().nullable().describe("The version the latest signature covers (older than `version` when a new version needs signing)."),
    signed_by: z.enum(["diver", "guardian"]).nullable(),
  })
  .meta({ id: "Form", description: "One of the organisation's forms and the diver's latest signature of it" });

export const ZFormDetail = ZFormRecord.extend({
  published_on: zYmd(),
  text: z.string().describe("The exact text signed."),
  text_sha256: z.string().regex(/^[a-f0-9]{64}$/).describe("SHA-256 of `text`, stored with a signature."),
  can_sign: z.boolean().describe("False for divers under 18: their guardian signs through the e-mailed link."),
}).meta({ id: "FormDetail", description: "A form with its full text" });

export const ZGuardianLinkSent = z
  .object({ sent_to: z.string().describe("The guardian's address, masked (`j*****@example.com`).") })
  .meta({ id: "GuardianLinkSent" });
