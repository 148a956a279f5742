import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { AdminPagination, AdminSearchForm, AdminStatusBadge, DataTable, firstParams, type AdminColumn } from "@/components/admin";
import { PageHeader } from "@/components/certifications/page-header";
import { ButtonLink } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { listAdminDiveCenters } from "@/lib/admin-centers/list-dive-centers";
import { listDistributors } from "@/lib/admin-centers/list-distributors";
import { staffPage } from "@/lib/auth/browser/page-access";
import { ZAdminDiveCentersQuery, type AdminDiveCenterRecord } from "@/lib/admin-centers/schema";
import { env } from "@/lib/env";
import { listCountries } from "@/lib/geo/list-countries";
import { pageLanguage } from "@/lib/i18n/page-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminOrganisation.centers");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const PATH = "/admin/dive-centers";

export default async function DiveCentersAdminPage({ searchParams }: Props) {
  const t = await getTranslations("adminOrganisation");
  const header = <PageHeader title={t("centers.title")} description={t("centers.description")} action={<ButtonLink href={`${PATH}/new`}>{t("centers.new")}</ButtonLink>} />;
  const access = await staffPage("accounts", PATH);
  if (access.refusal) return <><PageHeader title={t("centers.title")} /><FormMessage kind="warning">{access.refusal}</FormMessage></>;
  const params = firstParams(await searchParams);
  const lang = await pageLanguage();
  // A filter that does not parse is ignored rather than refused: the page still lists.
  const parsed = ZAdminDiveCentersQuery.safeParse({ ...params, per_page: 20 });
  const query = parsed.success ? parsed.data : ZAdminDiveCentersQuery.parse({ page: params.page, per_page: 20 });
  const [page, distributors] = await Promise.all([
    listAdminDiveCenters(query, new URL(PATH, env().appUrl), lang),
    listDistributors(ZAdminDistributorOptions, new URL("/admin/distributors", env().appUrl), lang),
  ]);
  const columns: AdminColumn<AdminDiveCenterRecord>[] = [
    {
      id: "name",
      header: t("common.name"),
      cell: (c) => (
        <Link href={`${PATH}/${c.id}`} className="font-medium text-sky-800 underline-offset-2 hover:underline">
          {c.name}
        </Link>
      ),
    },
    { id: "location", header: t("centers.location"), cell: (c) => [c.city, c.country_name ?? c.country].filter(Boolean).join(", ") },
    { id: "distributor", header: t("centers.distributor"), cell: (c) => c.distributor?.name ?? "—", className: "hidden md:table-cell" },
    { id: "instructors", header: t("centers.instructors"), cell: (c) => c.instructors_count, className: "hidden lg:table-cell text-right" },
    { id: "status", header: t("common.status"), cell: (c) => <AdminStatusBadge label={c.active ? t("common.active") : t("common.inactive")} tone={c.active ? "success" : "neutral"} /> },
    {
      id: "actions",
      // The name is the same link: on a phone the column would only push the table wider.
      className: "hidden sm:table-cell",
      header: <span className="relative"><span className="sr-only">{t("common.actions")}</span></span>,
      cell: (c) => (
        <Link href={`${PATH}/${c.id}`} className="relative text-sky-800 underline-offset-2 hover:underline">
          {t("common.edit")}
          <span className="sr-only"> {c.name}</span>
        </Link>
      ),
    },
  ];
  return (
    <>
      {header}
      <AdminSearchForm
        path={PATH}
        params={params}
        label={t("centers.search")}
        fields={[
          { type: "search", name: "q", label: t("centers.q") },
          { type: "select", name: "country", label: t("common.country"), anyLabel: t("centers.anyCountry"), options: listCountries(lang).map((c) => ({ value: c.code, label: c.name })) },
          { type: "select", name: "active", label: t("centers.activeFilter"), anyLabel: t("common.anyStatus"), options: [{ value: "true", label: t("centers.activeOnly") }, { value: "false", label: t("centers.inactiveOnly") }] },
          {
            type: "select",
            name: "distributor_id",
            label: t("centers.distributorFilter"),
            anyLabel: t("centers.anyDistributor"),
            options: [{ value: "none", label: t("centers.noDistributor") }, ...distributors.data.map((d) => ({ value: String(d.id), label: d.name }))],
          },
        ]}
      />
      <DataTable caption={t("centers.caption")} columns={columns} rows={page.data} rowKey={(c) => c.id} empty={{ title: t("centers.empty"), description: t("centers.emptyText") }} />
      <AdminPagination page={page} path={PATH} params={params} label={t("common.pages")} />
    </>
  );
}

// Every distributor for the filter (the list is short; 100 is the page maximum).
const ZAdminDistributorOptions = { page: 1, per_page: 100 } as const;
