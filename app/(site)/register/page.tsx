import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { normaliseLanguage } from "@/lib/i18n/language";
import { redirect } from "next/navigation";
import { registerAction } from "@/app/(site)/register/actions";
import { requestLang } from "@/app/(site)/request-info";
import { RegisterForm } from "@/components/auth/register-form";
import { AuthPage } from "@/components/layout/auth-page";
import { Card } from "@/components/ui/card";
import { getSessionUser } from "@/lib/auth/browser/current-user";
import { listCountries } from "@/lib/geo/list-countries";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.register");
  return { title: t("metaTitle") };
}

// Names of the languages in themselves, so everyone finds their own.
const languages = [
  { value: "en", label: "English" },
  { value: "it", label: "Italiano" },
  { value: "es", label: "Español" },
  { value: "fr", label: "Français" },
  { value: "de", label: "Deutsch" },
  { value: "pt", label: "Português" },
  { value: "zh", label: "中文" },
  { value: "ko", label: "한국어" },
];

export default async function RegisterPage() {
  if (await getSessionUser()) redirect("/dashboard");
  const lang = normaliseLanguage(await getLocale()) ?? (await requestLang());
  const t = await getTranslations("auth.register");
  const countries = listCountries(lang).map((c) => ({ value: c.code, label: c.name }));
  return (
    <AuthPage wide title={t("title")} intro={t("intro")}>
      <Card>
        <RegisterForm action={registerAction} countries={countries} languages={languages} defaultLanguage={lang} />
      </Card>
    </AuthPage>
  );
}
