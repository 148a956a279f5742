import { z } from "zod";
import { zIsoMicro, zUrl, zYmd } from "@/lib/api/record-formats";
import en from "@/messages/en.json";

// The user resource of the specification ("Resources and their fields: User resource"), field by
// field: what GET/PATCH /profile, PATCH /profile/dive-center, POST /auth/register, the /user
// aliases and the legacy login put in `data` (the legacy login under `user`). Nullable exactly
// where the specification says so; the conditional fields are ABSENT (not null) when their
// condition does not hold, so they are optional here, and a group is always sent whole.

type LabelGroup = keyof typeof en.labels;

/** A translated display label (specification rule 2): no stable code accompanies it. */
const labelNote = (group: LabelGroup, what: string) =>
  `${what} (display text in the response language, no stable code; English: ${Object.values(en.labels[group]).join(", ")})`;

const NOT_ASSIGNED = "the literal English string `Not assigned` when none is set (never null)";

/** Conditional groups: each field of a group is present exactly when the others are. */
export const conditionalGroups = {
  diveCenter: ["dive_center_id", "dive_center_date"],
  distributor: ["distributor_id", "distributor_date"],
  inactive: ["suspension_days", "restore_date", "restore_status", "status_reason"],
  professional: [
    "job_country",
    "professional_status",
    "professional_suspension_days",
    "professional_restore_date",
    "professional_status_reason",
    "renewal_date",
    "expire_date",
  ],
} as const;

// JSON Schema `dependentRequired`: every field of a group requires the rest of its group.
const dependentRequired = Object.fromEntries(
  Object.values(conditionalGroups).flatMap((group) => group.map((f) => [f, group.filter((g) => g !== f)])),
);

export const ZUserResource = z
  .object({
    id: z.number().int().describe("Primary key"),
    member_id: z.string().nullable().describe("Organisation member identifier, e.g. IT14-729-985 (assigned at registration)"),
    email: z.string().describe("Also the username"),
    qrcode: z
      .string()
      .regex(/^<\?xml[^>]*\?>\s*<svg[\s\S]*<\/svg>$/)
      .describe("A complete inline SVG document (about 9 kB) encoding the member's public verify URL; not a URL and not base64. Sent on every profile call."),
    qualification: z.string().nullable().describe("Highest qualification, plain text"),
    qualification_cast: z.string().nullable().describe(labelNote("level", "Level of the highest qualification; null without one")),
    category: z.string().nullable().describe(labelNote("category", "Diver category; null when no category is set")),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    full_name: z.string().nullable().describe("First and last name, derived by the server (not writable); null when neither is set"),
    nationality: z.string().nullable().describe("Nationality: ISO 3166-1 alpha-2 code"),
    country: z.string().nullable().describe("Country of residence: ISO 3166-1 alpha-2 code"),
    state: z.string().nullable().describe("Subdivision name"),
    state_code: z.string().nullable().describe("Subdivision code (ISO 3166-2, without the country prefix)"),
    city: z.string().nullable(),
    address: z.string().nullable(),
    timezone: z.string().nullable().describe("IANA timezone identifier, e.g. Europe/Rome"),
    postal_code: z.string().nullable(),
    phone: z.string().nullable(),
    mobile: z.string().nullable(),
    gender: z.string().nullable().describe(labelNote("gender", "Gender")),
    dob: zYmd().nullable().describe("Date of birth, Y-m-d"),
    nok_first_name: z.string().nullable().describe("Next of kin"),
    nok_last_name: z.string().nullable().describe("Next of kin"),
    nok_phone: z.string().nullable().describe("Next of kin"),
    nok_email: z.string().nullable().describe("Next of kin"),
    nok_country: z.string().nullable().describe("Next of kin's country (ISO 3166-1 alpha-2)"),
    avatar: zUrl().describe("Absolute URL of the avatar; a placeholder image URL when none is set"),
    e_card: zUrl().describe("Absolute URL of the card image (PNG): the highest valid certification's card, the membership card until there is one"),
    guardian_first_name: z.string().nullable().describe("Minors only"),
    guardian_last_name: z.string().nullable().describe("Minors only"),
    guardian_email: z.string().nullable().describe("Minors only"),
    guardian_accepted: z.boolean().describe("The guardian accepted through the e-mailed link"),
    default_language: z
      .string()
      .nullable()
      .describe("Two-letter language code; a stored legacy code (cn, kr, us) is sent normalised (zh, ko, en)"),
    currency: z.string().nullable().describe("ISO 4217 currency of the country (null without a country); not the store currency, which is USD"),
    preferred_system: z.string().describe(labelNote("preferred_system", "Unit system")),
    vat_rate: z.number().nullable().describe("VAT percentage applied to this user's purchases, from the country (0 when the country has none, null without a country)"),
    gdpr: zYmd().nullable().describe("Y-m-d the GDPR notice was accepted"),
    terms: zYmd().nullable().describe("Y-m-d the terms were accepted"),
    policy_accepted_at: zYmd().nullable().describe("Y-m-d the privacy policy was accepted"),
    email_verified_at: zYmd().nullable().describe("Y-m-d; null means the address is not verified"),
    created_at: zIsoMicro(),
    updated_at: zIsoMicro(),
    dive_center: z.string().describe(`Name of the dive center, or ${NOT_ASSIGNED}`),
    distributor: z.string().describe(`Name of the distributor, or ${NOT_ASSIGNED}`),
    status: z.string().describe(labelNote("account_status", "Account status")),

    // ---- present only when a dive center is assigned ----
    dive_center_id: z.number().int().optional().describe("Present when a dive center is assigned"),
    dive_center_date: zYmd().nullable().optional().describe("Y-m-d the dive center was assigned; present when one is"),
    // ---- present only when a distributor is assigned ----
    distributor_id: z.number().int().optional().describe("Present when a distributor is assigned"),
    distributor_date: zYmd().nullable().optional().describe("Y-m-d the distributor was assigned; present when one is"),
    // ---- present only when the status is not active ----
    suspension_days: z.number().int().optional().describe("Present when the status is not active"),
    restore_date: zYmd().nullable().optional().describe("Y-m-d the account is restored; present when the status is not active"),
    restore_status: z.string().nullable().optional().describe(labelNote("account_status", "The status the account returns to; present when the status is not active")),
    status_reason: z.string().optional().describe("Free text written by administrators (empty when none); present when the status is not active"),
    // ---- present only for professionals ----
    job_country: z.string().optional().describe("Country where the professional works (ISO 3166-1 alpha-2); present for professionals"),
    professional_status: z.string().nullable().optional().describe(labelNote("professional_status", "Professional status; present for professionals")),
    professional_suspension_days: z.number().int().optional().describe("Present for professionals"),
    professional_restore_date: zYmd().nullable().optional().describe("Y-m-d; present for professionals"),
    professional_status_reason: z.string().optional().describe("Free text written by administrators; present for professionals"),
    renewal_date: zYmd().nullable().optional().describe("Y-m-d the membership was last renewed; present for professionals"),
    expire_date: zYmd().nullable().optional().describe("Y-m-d the membership expires; present for professionals"),
  })
  .meta({
    id: "UserResource",
    description:
      "The user resource (the specification's field list; it may grow). Conditional fields are absent, not null, when their condition does not hold: dive_center_id/dive_center_date when no dive center is assigned, distributor_id/distributor_date when no distributor is, suspension_days/restore_date/restore_status/status_reason while the status is active, and the professional fields (job_country ... expire_date) unless the account is a professional. vat_rate, status_reason and professional_status_reason are visible to the account holder.",
    dependentRequired,
  });

export type UserResource = z.input<typeof ZUserResource>;

/** One conditional group, every field of it present (the serializer adds the group whole or not at all). */
export type UserResourceGroup<G extends keyof typeof conditionalGroups> = Required<Pick<UserResource, (typeof conditionalGroups)[G][number]>>;
