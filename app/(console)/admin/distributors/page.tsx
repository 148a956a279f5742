import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { AdminPagination, AdminSearchForm, AdminStatusBadge, DataTable, firstParams, type AdminColumn } from "@/components/admin";
import { PageHeader } from "@/components/certifications/page-header";
import { ButtonLink } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { listDistributors } from "@/lib/admin-centers/list-distributors";
import { staffPage } from "@/lib/auth/browser/page-access";
import { ZDistributorsQuery, type DistributorRecord } from "@/lib/admin-centers/schema";
import { env } from "@/lib/env";
import { listCountries } from "@/lib/geo/list-countries";
import { pageLanguage } from "@/lib/i18n/page-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminOrganisation.distributors");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const PATH = "/admin/distributors";

export default async function DistributorsAdminPage({ searchParams }: Props) {
  const t = await getTranslations("adminOrganisation");
  const access = await staffPage("accounts", PATH);
  if (access.refusal) return <><PageHeader title={t("distributors.title")} /><FormMessage kind="warning">{access.refusal}</FormMessage></>;
  const params = firstParams(await searchParams);
  const lang = await pageLanguage();
  const parsed = ZDistributorsQuery.safeParse({ ...params, per_page: 20 });
  const query = parsed.success ? parsed.data : ZDistributorsQuery.parse({ page: params.page, per_page: 20 });
  const page = await listDistributors(query, new URL(PATH, env().appUrl), lang);
  const columns: AdminColumn<DistributorRecord>[] = [
    { id: "name", header: t("common.name"), cell: (d) => <Link href={`${PATH}/${d.id}`} className="font-medium text-sky-800 underline-offset-2 hover:underline">{d.name}</Link> },
    { id: "country", header: t("common.country"), cell: (d) => d.country_name ?? d.country },
    { id: "email", header: t("common.email"), cell: (d) => d.email ?? "—", className: "hidden md:table-cell" },
    {
      id: "centers",
      header: t("distributors.centers"),
      cell: (d) => <Link href={`/admin/dive-centers?distributor_id=${d.id}`} className="relative text-sky-800 underline-offset-2 hover:underline">{d.dive_centers_count}<span className="sr-only"> {t("distributors.viewCenters")} ({d.name})</span></Link>,
      className: "text-right",
    },
    { id: "status", header: t("common.status"), cell: (d) => <AdminStatusBadge label={d.active ? t("common.active") : t("common.inactive")} tone={d.active ? "success" : "neutral"} /> },
  ];
  return (
    <>
      <PageHeader title={t("distributors.title")} description={t("distributors.description")} action={<ButtonLink href={`${PATH}/new`}>{t("distributors.new")}</ButtonLink>} />
      <AdminSearchForm
        path={PATH}
        params={params}
        label={t("distributors.search")}
        fields={[
          { type: "search", name: "q", label: t("distributors.q") },
          { type: "select", name: "country", label: t("common.country"), anyLabel: t("centers.anyCountry"), options: listCountries(lang).map((c) => ({ value: c.code, label: c.name })) },
          { type: "select", name: "active", label: t("centers.activeFilter"), anyLabel: t("common.anyStatus"), options: [{ value: "true", label: t("centers.activeOnly") }, { value: "false", label: t("centers.inactiveOnly") }] },
        ]}
      />
      <DataTable caption={t("distributors.caption")} columns={columns} rows={page.data} rowKey={(d) => d.id} empty={{ title: t("distributors.empty"), description: t("distributors.emptyText") }} />
      <AdminPagination page={page} path={PATH} params={params} label={t("common.pages")} />
    </>
  );
}
