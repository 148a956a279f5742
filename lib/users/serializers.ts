import type { Prisma } from "@/generated/prisma/client";
import { cardUrlOf, certificationOrder } from "@/lib/certifications/card-url";
import { isoMicro, todayUtc, ymd } from "@/lib/dates";
import { env } from "@/lib/env";
import { currencyOf, vatRateOf } from "@/lib/geo/country-facts";
import { label, type LabelKey } from "@/lib/i18n/labels";
import { normaliseLanguage, type Lang } from "@/lib/i18n/language";
import { professionalStatusOn } from "@/lib/professional/membership-status";
import { qrSvg, verifyUrlOf } from "@/lib/users/qr";
import type { UserResource, UserResourceGroup } from "@/lib/users/record-schema";

// The user resource of the specification, field by field (its schema: lib/users/record-schema.ts).
// Secrets are never selected.

export const userResourceSelect = {
  id: true, memberId: true, email: true, role: true, permissions: true, firstName: true, lastName: true,
  nationality: true, country: true, state: true, stateCode: true, city: true, address: true,
  timezone: true, postalCode: true, phone: true, mobile: true, gender: true, dob: true,
  nokFirstName: true, nokLastName: true, nokPhone: true, nokEmail: true, nokCountry: true,
  avatarPath: true, guardianFirstName: true, guardianLastName: true, guardianEmail: true,
  guardianAcceptedAt: true, defaultLanguage: true, preferredSystem: true, qualification: true,
  qualificationLevel: true, gdprAt: true, termsAt: true, policyAcceptedAt: true, emailVerifiedAt: true,
  status: true, statusReason: true, suspensionDays: true, restoreDate: true, restoreStatus: true,
  diveCenterId: true, diveCenterDate: true, distributorId: true, distributorDate: true,
  createdAt: true, updatedAt: true,
  diveCenter: { select: { name: true } },
  distributor: { select: { name: true } },
  professional: true,
  certifications: { where: { status: "valid" }, orderBy: certificationOrder, take: 1, select: { number: true } },
} satisfies Prisma.UserSelect;

export type UserRow = Prisma.UserGetPayload<{ select: typeof userResourceSelect }>;

const professionalLevels = new Set(["professional", "trainer", "examiner"]);
export const isProfessionalRow = (u: Pick<UserRow, "professional" | "qualificationLevel">) =>
  !!u.professional && professionalLevels.has(u.qualificationLevel ?? "");

const categoryOf = (level: UserRow["qualificationLevel"]): LabelKey | null => {
  if (!level) return null;
  if (level === "diver" || level === "specialty") return "category.recreational";
  return level === "professional" ? "category.professional" : "category.leadership";
};

const NOT_ASSIGNED = "Not assigned";

export function fullNameOf(u: { firstName: string | null; lastName: string | null }): string | null {
  const name = [u.firstName, u.lastName].filter(Boolean).join(" ").trim();
  return name || null;
}

export const avatarUrlOf = (u: Pick<UserRow, "avatarPath">) =>
  `${env().appUrl}${u.avatarPath ?? "/images/avatar-placeholder.png"}`;

/** The card of the highest valid certification; the membership card until one exists. */
export const eCardUrlOf = (u: Pick<UserRow, "memberId"> & { certifications?: { number: string }[] }) => {
  const best = u.certifications?.[0];
  return best ? cardUrlOf(best.number) : `${env().appUrl}/cards/member/${encodeURIComponent(u.memberId)}.png`;
};

export async function toUserResource(u: UserRow, lang: Lang): Promise<UserResource> {
  const category = categoryOf(u.qualificationLevel);
  const pro = u.professional && isProfessionalRow(u) ? u.professional : null;
  const proStatus = pro ? professionalStatusOn(pro, todayUtc()) : null;
  return {
    id: u.id,
    member_id: u.memberId,
    email: u.email,
    qrcode: await qrSvg(verifyUrlOf(u.memberId)),
    qualification: u.qualification,
    qualification_cast: u.qualificationLevel ? label(`level.${u.qualificationLevel}`, lang) : null,
    category: category ? label(category, lang) : null,
    first_name: u.firstName,
    last_name: u.lastName,
    full_name: fullNameOf(u),
    nationality: u.nationality,
    country: u.country,
    state: u.state,
    state_code: u.stateCode,
    city: u.city,
    address: u.address,
    timezone: u.timezone,
    postal_code: u.postalCode,
    phone: u.phone,
    mobile: u.mobile,
    gender: u.gender ? label(`gender.${u.gender}`, lang) : null,
    dob: ymd(u.dob),
    nok_first_name: u.nokFirstName,
    nok_last_name: u.nokLastName,
    nok_phone: u.nokPhone,
    nok_email: u.nokEmail,
    nok_country: u.nokCountry,
    avatar: avatarUrlOf(u),
    e_card: eCardUrlOf(u),
    guardian_first_name: u.guardianFirstName,
    guardian_last_name: u.guardianLastName,
    guardian_email: u.guardianEmail,
    guardian_accepted: u.guardianAcceptedAt !== null,
    default_language: u.defaultLanguage ? (normaliseLanguage(u.defaultLanguage) ?? u.defaultLanguage) : null,
    currency: currencyOf(u.country),
    preferred_system: label(`preferred_system.${u.preferredSystem}`, lang),
    vat_rate: vatRateOf(u.country),
    gdpr: ymd(u.gdprAt),
    terms: ymd(u.termsAt),
    policy_accepted_at: ymd(u.policyAcceptedAt),
    email_verified_at: ymd(u.emailVerifiedAt),
    created_at: isoMicro(u.createdAt),
    updated_at: isoMicro(u.updatedAt),
    dive_center: u.diveCenter?.name ?? NOT_ASSIGNED,
    distributor: u.distributor?.name ?? NOT_ASSIGNED,
    status: label(`account_status.${u.status}`, lang),
    // Conditional groups: absent (not null) unless their condition holds.
    ...(u.diveCenterId !== null &&
      ({ dive_center_id: u.diveCenterId, dive_center_date: ymd(u.diveCenterDate) } satisfies UserResourceGroup<"diveCenter">)),
    ...(u.distributorId !== null &&
      ({ distributor_id: u.distributorId, distributor_date: ymd(u.distributorDate) } satisfies UserResourceGroup<"distributor">)),
    ...(u.status !== "active" &&
      ({
      suspension_days: u.suspensionDays ?? 0,
      restore_date: ymd(u.restoreDate),
      restore_status: u.restoreStatus ? label(`account_status.${u.restoreStatus}`, lang) : null,
      status_reason: u.statusReason ?? "",
    } satisfies UserResourceGroup<"inactive">)),
    ...(pro &&
      ({
      job_country: pro.jobCountry,
      professional_status: proStatus ? label(`professional_status.${proStatus}`, lang) : null,
      professional_suspension_days: pro.suspensionDays,
      professional_restore_date: ymd(pro.restoreDate),
      professional_status_reason: pro.statusReason,
      renewal_date: ymd(pro.renewalDate),
      expire_date: ymd(pro.expireDate),
    } satisfies UserResourceGroup<"professional">)),
  };
}
