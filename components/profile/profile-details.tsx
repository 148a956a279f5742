import Link from "next/link";
import { DetailList } from "@/components/profile/detail-list";
import { languageNames } from "@/components/profile/languages";
import { country, field, joined, type Profile } from "@/components/profile/profile-data";

const yesNo = (v: unknown) => (v === true ? "Yes" : "No");

/** Every personal, address, next-of-kin, guardian and membership field, grouped in cards. */
export function ProfileDetails({ profile: p }: { profile: Profile }) {
  const f = (key: string) => field(p, key);
  const language = f("default_language");
  const diveCenter = f("dive_center_id") ? f("dive_center") : null;
  return (
    <div className="space-y-6">
      <DetailList
        title="Personal details"
        items={[
          { label: "Full name", value: f("full_name") },
          { label: "Email", value: f("email") },
          { label: "Date of birth", value: f("dob") },
          { label: "Gender", value: f("gender") },
          { label: "Nationality", value: country(f("nationality")) },
          { label: "Phone", value: f("phone") },
          { label: "Mobile", value: f("mobile") },
          { label: "Language", value: language ? (languageNames[language as keyof typeof languageNames] ?? language) : null },
          { label: "Units", value: f("preferred_system") },
          { label: "Time zone", value: f("timezone") },
        ]}
      />
      <DetailList
        title="Address"
        items={[
          { label: "Street address", value: f("address") },
          { label: "City", value: f("city") },
          { label: "Postal code", value: f("postal_code") },
          { label: "State / province", value: joined(f("state"), f("state_code") ? `(${f("state_code")})` : null) },
          { label: "Country", value: country(f("country")) },
          { label: "Currency", value: f("currency") },
        ]}
      />
      <DetailList
        title="Next of kin"
        description="Who we contact in an emergency."
        items={[
          { label: "Name", value: joined(f("nok_first_name"), f("nok_last_name")) },
          { label: "Phone", value: f("nok_phone") },
          { label: "Email", value: f("nok_email") },
          { label: "Country", value: country(f("nok_country")) },
        ]}
      />
      <DetailList
        title="Parent or guardian"
        description="Only needed for divers under 18."
        items={[
          { label: "Name", value: joined(f("guardian_first_name"), f("guardian_last_name")) },
          { label: "Email", value: f("guardian_email") },
          { label: "Consent given", value: f("guardian_email") ? yesNo(p.guardian_accepted) : null },
        ]}
      />
      <DetailList
        title="Membership"
        action={
          <Link href="/profile/dive-center" className="text-sm font-semibold text-sky-800 underline-offset-2 hover:underline">
            Change dive center
          </Link>
        }
        items={[
          { label: "Member ID", value: f("member_id") },
          { label: "Status", value: f("status") },
          { label: "Qualification", value: f("qualification") ?? "Member" },
          { label: "Category", value: f("category") },
          { label: "Dive center", value: diveCenter ? joined(diveCenter, f("dive_center_date") ? `(since ${f("dive_center_date")})` : null) : "Not assigned" },
          { label: "Distributor", value: f("distributor") },
          { label: "Email verified", value: f("email_verified_at") ? `Yes (${f("email_verified_at")})` : "Not yet" },
          { label: "Member since", value: f("created_at")?.slice(0, 10) ?? null },
          ...("professional_status" in p
            ? [
                { label: "Professional status", value: f("professional_status") },
                { label: "Renewal date", value: f("renewal_date") },
              ]
            : []),
        ]}
      />
    </div>
  );
}
