import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import { MemberECard } from "@/components/profile/member-e-card";
import { MemberQr } from "@/components/profile/member-qr";
import { ProfileDetails } from "@/components/profile/profile-details";
import { field, sitePath } from "@/components/profile/profile-data";
import { ProfilePageHeader } from "@/components/profile/profile-page-header";
import { ProfileSummary } from "@/components/profile/profile-summary";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { getProfile } from "@/lib/users/get-profile";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("profile") };
}

export default async function ProfilePage() {
  const user = await requireSessionUser("/profile");
  // Display labels (status, gender, units) in the page's language.
  const profile = await getProfile(user.id, await pageLanguage());
  const memberId = field(profile, "member_id");
  const t = await getTranslations("profile");

  return (
    <>
      <ProfilePageHeader title={t("title")} description={t("description")} />
      <div className="space-y-6">
        <ProfileSummary profile={profile} />
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
          <MemberQr svg={String(profile.qrcode)} memberId={memberId} />
          <MemberECard src={sitePath(String(profile.e_card))} memberId={memberId} />
        </div>
        <ProfileDetails profile={profile} />
      </div>
    </>
  );
}
