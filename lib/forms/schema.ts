import { z } from "zod";
import { formCodes } from "@/lib/forms/catalogue";

// Request schemas of /diver/forms/* and of the guardian's signing page.

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

export const ZFormRecord = z.object({
  code: z.string(),
  title: z.string(),
  version: z.number().int(),
  language: z.string(),
  download_url: z.string(),
  signed: z.boolean(),
  signed_at: z.string().nullable(),
  signed_version: z.number().int().nullable(),
  signed_by: z.enum(["diver", "guardian"]).nullable(),
});

export const ZFormDetail = ZFormRecord.extend({
  published_on: z.string(),
  text: z.string(),
  text_sha256: z.string(),
  can_sign: z.boolean(),
});
