import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RefusedPage } from "@/components/centers/refused-page";
import { CenterSettingsForm } from "@/components/centers/settings-form";
import { PageHeader } from "@/components/certifications/page-header";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { RUNS_CENTER } from "@/lib/centers/center-access";
import { centerPage } from "@/lib/centers/center-page";
import { readCenter } from "@/lib/centers/read-center";
import { countryName } from "@/lib/geo/country-facts";
import { pageLanguage } from "@/lib/i18n/page-language";
import { saveCenterSettings } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("centers.settings");
  return { title: t("title") };
}

type Props = { params: Promise<{ id: string }> };

// A center's settings: owners and managers change how divers reach it and what it says about
// itself (PATCH /centers/{id}); name and country are shown, changed by staff only.
export default async function CenterSettingsPage({ params }: Props) {
  const { id } = await params;
  const door = await centerPage(id, `/centers/${id}/settings`, { roles: RUNS_CENTER });
  const t = await getTranslations("centers.settings");
  if (door.refusal !== null) return <RefusedPage title={t("title")} reason={door.refusal} />;
  const lang = await pageLanguage();
  const center = await readCenter(door.access.center.id);
  // A deactivated center's owner may read here but not change anything: the form is not offered.
  const writable = center.active;
  const td = await getTranslations("centers.dashboard");
  return (
    <>
      <PageHeader title={t("title")} description={t("description", { center: center.name })} />
      <div className="space-y-6">
        {writable ? null : <FormMessage kind="warning">{td("inactive")}</FormMessage>}
        <Card title={t("staffFields")} description={t("staffFieldsText")}>
          <p className="font-medium text-slate-900">{center.name}</p>
          <p className="text-sm text-slate-600">{countryName(center.country, lang) ?? center.country}</p>
        </Card>
        {writable ? (
          <Card>
            <CenterSettingsForm
              action={saveCenterSettings.bind(null, center.id)}
              current={{
                phone: center.phone ?? "", email: center.email ?? "", website: center.website ?? "",
                address: center.address ?? "", city: center.city ?? "", description: center.description ?? "",
              }}
            />
          </Card>
        ) : null}
      </div>
    </>
  );
}
