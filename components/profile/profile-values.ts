import { ymd } from "@/lib/dates";
import { normaliseLanguage } from "@/lib/i18n/language";
import type { UserRow } from "@/lib/users/serializers";

/** The saved profile as form values (stable codes, not display labels). */
export function profileFormValues(u: UserRow): Record<string, string> {
  const country = u.country?.trim() ?? "";
  const code = u.stateCode?.trim() ?? "";
  return {
    first_name: u.firstName ?? "",
    last_name: u.lastName ?? "",
    dob: ymd(u.dob) ?? "",
    gender: u.gender ?? "",
    nationality: u.nationality?.trim() ?? "",
    phone: u.phone ?? "",
    mobile: u.mobile ?? "",
    address: u.address ?? "",
    city: u.city ?? "",
    postal_code: u.postalCode ?? "",
    country,
    // Older clients stored the bare subdivision part (RM); the form lists full ISO codes (IT-RM).
    state_code: code && !code.includes("-") && country ? `${country}-${code}` : code,
    state: u.state ?? "",
    timezone: u.timezone ?? "",
    default_language: normaliseLanguage(u.defaultLanguage) ?? "",
    preferred_system: u.preferredSystem,
    nok_first_name: u.nokFirstName ?? "",
    nok_last_name: u.nokLastName ?? "",
    nok_phone: u.nokPhone ?? "",
    nok_email: u.nokEmail ?? "",
    nok_country: u.nokCountry?.trim() ?? "",
    guardian_first_name: u.guardianFirstName ?? "",
    guardian_last_name: u.guardianLastName ?? "",
    guardian_email: u.guardianEmail ?? "",
  };
}

/** Fields a profile always has (the API never clears them). */
export const requiredProfileFields = ["first_name", "last_name", "country", "dob", "preferred_system"] as const;
export type RequiredProfileField = (typeof requiredProfileFields)[number];

/** The required fields this profile has filled: the edit form refuses to clear them, one never filled (older accounts) may stay empty. */
export const filledRequiredFields = (values: Record<string, string>): RequiredProfileField[] => requiredProfileFields.filter((field) => values[field]);
