import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { createDiveCenterAction } from "@/app/(console)/admin/dive-centers/actions";
import { CenterForm } from "@/app/(console)/admin/dive-centers/center-form";
import { centerFormOptions } from "@/app/(console)/admin/dive-centers/form-options";
import { PageHeader } from "@/components/certifications/page-header";
import { FormMessage } from "@/components/ui/form-message";
import { staffPage } from "@/lib/auth/browser/page-access";
import { pageLanguage } from "@/lib/i18n/page-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminOrganisation.centers");
  return { title: t("newTitle") };
}

export default async function NewDiveCenterPage() {
  const t = await getTranslations("adminOrganisation");
  const access = await staffPage("accounts", "/admin/dive-centers/new");
  if (access.refusal) return <><PageHeader title={t("centers.newTitle")} /><FormMessage kind="warning">{access.refusal}</FormMessage></>;
  const options = await centerFormOptions(await pageLanguage(), null, (name) => t("centers.inactiveDistributor", { name }));
  return (
    <>
      <p className="mb-2 text-sm"><Link href="/admin/dive-centers" className="text-sky-800 hover:underline">← {t("common.back")}</Link></p>
      <PageHeader title={t("centers.newTitle")} description={t("centers.newDescription")} />
      <CenterForm
        action={createDiveCenterAction}
        initial={{ name: "", country: "", state_code: "", city: "", address: "", postal_code: "", phone: "", email: "", website: "", distributor_id: "" }}
        creating
        {...options}
      />
    </>
  );
}
