import { pageLanguage } from "@/lib/i18n/page-language";
import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { saveProfile } from "@/app/(account)/profile/edit/actions";
import { ProfileForm } from "@/components/profile/profile-form";
import { profileFormOptions } from "@/components/profile/profile-options";
import { ProfilePageHeader } from "@/components/profile/profile-page-header";
import { filledRequiredFields, profileFormValues } from "@/components/profile/profile-values";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { divisionsOf } from "@/lib/geo/divisions";
import { loadUserRow } from "@/lib/users/get-profile";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile.editPage");
  return { title: t("metaTitle") };
}

export default async function EditProfilePage() {
  const user = await requireSessionUser("/profile/edit");
  const t = await getTranslations("profile.editPage");
  const values = profileFormValues(await loadUserRow(user.id));
  const options = profileFormOptions(await pageLanguage());
  // A time zone saved by an older app may be missing from this runtime's list: keep it choosable.
  const timezones = !values.timezone || options.timezones.some((o) => o.value === values.timezone)
    ? options.timezones
    : [{ value: values.timezone, label: values.timezone }, ...options.timezones];

  return (
    <>
      <ProfilePageHeader title={t("title")} description={t("description")} />
      <ProfileForm
        action={saveProfile.bind(null, filledRequiredFields(values))}
        values={values}
        divisions={values.country ? [...divisionsOf(values.country)] : []}
        options={{ ...options, timezones }}
      />
    </>
  );
}
