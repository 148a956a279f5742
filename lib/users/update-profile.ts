import { invalidField, validationError } from "@/lib/api/errors";
import { sendGuardianConsent } from "@/lib/auth/guardian-consent";
import { ageOn, dateOnly, todayUtc } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { findActiveDiveCenter } from "@/lib/dive-centers/find-active-dive-center";
import { isDivisionOf } from "@/lib/geo/divisions";
import type { Lang } from "@/lib/i18n/language";
import { logger } from "@/lib/log";
import type { ProfileUpdate } from "@/lib/users/schema";
import { userResourceSelect, type UserRow } from "@/lib/users/serializers";
import { loadUserRow } from "@/lib/users/get-profile";

const columns: Record<keyof ProfileUpdate, string> = {
  first_name: "firstName", last_name: "lastName", nationality: "nationality", country: "country", state: "state",
  state_code: "stateCode", city: "city", address: "address", timezone: "timezone", postal_code: "postalCode",
  phone: "phone", mobile: "mobile", gender: "gender", dob: "dob", nok_first_name: "nokFirstName",
  nok_last_name: "nokLastName", nok_phone: "nokPhone", nok_email: "nokEmail", nok_country: "nokCountry",
  guardian_first_name: "guardianFirstName", guardian_last_name: "guardianLastName", guardian_email: "guardianEmail",
  default_language: "defaultLanguage", preferred_system: "preferredSystem",
};

export async function updateProfile(userId: number, input: ProfileUpdate, lang: Lang = "en"): Promise<UserRow> {
  const current = await loadUserRow(userId);
  const country = input.country ?? current.country;
  const stateCode = input.state_code === undefined ? undefined : input.state_code;
  if (stateCode && (!country || !isDivisionOf(country, stateCode))) {
    throw invalidField("state_code", "The state code is not a subdivision of the country.");
  }
  const dob = input.dob ? dateOnly(input.dob) : current.dob;
  const guardianEmail = input.guardian_email === undefined ? current.guardianEmail : input.guardian_email;
  if (dob && ageOn(dob) < 18 && !guardianEmail) {
    throw validationError({ guardian_email: ["The guardian email field is required for divers under 18."] });
  }
  const data: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    data[columns[field as keyof ProfileUpdate]] = field === "dob" && typeof value === "string" ? dateOnly(value) : value;
  }
  // A country change leaves an old state code meaningless.
  if (input.country && input.country !== current.country && input.state_code === undefined) data.stateCode = null;
  // Consent belongs to the guardian who gave it: a new guardian must accept again.
  const guardianChanged = input.guardian_email !== undefined && input.guardian_email !== current.guardianEmail;
  if (guardianChanged) data.guardianAcceptedAt = null;
  const db = await getDb();
  const updated = await db.user.update({ where: { id: userId }, data, select: userResourceSelect });
  if (guardianChanged && updated.guardianEmail && updated.dob && ageOn(updated.dob) < 18) {
    await sendGuardianConsent(updated, lang).catch((e) => logger.error("guardian mail failed", { error: (e as Error).message }));
  }
  return updated;
}

export async function setDiveCenter(userId: number, diveCenterId: number | null): Promise<UserRow> {
  const db = await getDb();
  if (diveCenterId === null) {
    return db.user.update({ where: { id: userId }, data: { diveCenterId: null, diveCenterDate: null }, select: userResourceSelect });
  }
  const center = await findActiveDiveCenter(diveCenterId);
  if (!center) throw invalidField("dive_center_id", "The selected dive center is invalid.");
  const today = todayUtc();
  return db.user.update({
    where: { id: userId },
    select: userResourceSelect,
    data: {
      diveCenterId: center.id,
      diveCenterDate: today,
      ...(center.distributorId ? { distributorId: center.distributorId, distributorDate: today } : {}),
    },
  });
}
