import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { setDistributorActiveAction, updateDistributorAction } from "@/app/(console)/admin/distributors/actions";
import { DistributorForm } from "@/app/(console)/admin/distributors/distributor-form";
import { addDistributorMemberAction } from "@/app/(console)/admin/distributors/[id]/member-actions";
import { ConfirmDialog } from "@/components/admin";
import { AddMemberForm } from "@/components/center-applications/add-member-form";
import { MembersSection } from "@/components/center-applications/member-list";
import { PageHeader } from "@/components/certifications/page-header";
import { FormMessage } from "@/components/ui/form-message";
import { AppError } from "@/lib/api/errors";
import { getDistributor } from "@/lib/admin-centers/get-distributor";
import { staffPage } from "@/lib/auth/browser/page-access";
import { listDistributorMembersForStaff } from "@/lib/center-applications/add-member";
import { ZIdParams } from "@/lib/admin-centers/schema";
import { listCountries } from "@/lib/geo/list-countries";
import { pageLanguage } from "@/lib/i18n/page-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminOrganisation.distributors");
  return { title: t("title") };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EditDistributorPage({ params, searchParams }: Props) {
  const t = await getTranslations("adminOrganisation");
  const parsedId = ZIdParams.safeParse(await params);
  if (!parsedId.success) notFound();
  const id = parsedId.data.id;
  const access = await staffPage("accounts", `/admin/distributors/${id}`);
  if (access.refusal) return <><PageHeader title={t("distributors.title")} /><FormMessage kind="warning">{access.refusal}</FormMessage></>;
  const lang = await pageLanguage();
  const distributor = await getDistributor(id, lang).catch((e) => {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  });
  const saved = (await searchParams).saved;
  const members = await listDistributorMembersForStaff(id);
  const toggle = distributor.active
    ? { label: t("distributors.deactivate"), title: t("distributors.deactivateTitle", { name: distributor.name }), text: t("distributors.deactivateText"), variant: "danger" as const }
    : { label: t("distributors.activate"), title: t("distributors.activateTitle", { name: distributor.name }), text: t("distributors.activateText"), variant: "secondary" as const };
  return (
    <>
      <p className="mb-2 text-sm"><Link href="/admin/distributors" className="text-sky-800 hover:underline">← {t("common.back")}</Link></p>
      <PageHeader
        title={t("distributors.editTitle", { name: distributor.name })}
        description={
          <Link href={`/admin/dive-centers?distributor_id=${id}`} className="text-sky-800 hover:underline">
            {t("distributors.editDescription", { count: distributor.dive_centers_count })}
          </Link>
        }
        action={
          <ConfirmDialog
            key={String(distributor.active)}
            triggerLabel={toggle.label}
            triggerVariant={toggle.variant}
            title={toggle.title}
            description={toggle.text}
            confirmLabel={toggle.label}
            action={setDistributorActiveAction.bind(null, id, !distributor.active)}
          />
        }
      />
      {saved === "created" || saved === "updated" ? <FormMessage kind="success" className="mb-4">{saved === "created" ? t("common.created") : t("common.saved")}</FormMessage> : null}
      {!distributor.active ? <FormMessage kind="warning" className="mb-4">{t("distributors.deactivateText")}</FormMessage> : null}
      <DistributorForm
        action={updateDistributorAction.bind(null, id)}
        initial={{ name: distributor.name, country: distributor.country, email: distributor.email ?? "" }}
        countries={listCountries(lang).map((c) => ({ value: c.code, label: c.name }))}
        creating={false}
      />
      <MembersSection members={members}>
        <AddMemberForm action={addDistributorMemberAction.bind(null, id)} roles={["owner", "manager"]} />
      </MembersSection>
    </>
  );
}
