import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { createDistributorAction } from "@/app/(console)/admin/distributors/actions";
import { DistributorForm } from "@/app/(console)/admin/distributors/distributor-form";
import { PageHeader } from "@/components/certifications/page-header";
import { FormMessage } from "@/components/ui/form-message";
import { staffPage } from "@/lib/auth/browser/page-access";
import { listCountries } from "@/lib/geo/list-countries";
import { pageLanguage } from "@/lib/i18n/page-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminOrganisation.distributors");
  return { title: t("newTitle") };
}

export default async function NewDistributorPage() {
  const t = await getTranslations("adminOrganisation");
  const access = await staffPage("accounts", "/admin/distributors/new");
  if (access.refusal) return <><PageHeader title={t("distributors.newTitle")} /><FormMessage kind="warning">{access.refusal}</FormMessage></>;
  const countries = listCountries(await pageLanguage()).map((c) => ({ value: c.code, label: c.name }));
  return (
    <>
      <p className="mb-2 text-sm"><Link href="/admin/distributors" className="text-sky-800 hover:underline">← {t("common.back")}</Link></p>
      <PageHeader title={t("distributors.newTitle")} />
      <DistributorForm action={createDistributorAction} initial={{ name: "", country: "", email: "" }} countries={countries} creating />
    </>
  );
}
