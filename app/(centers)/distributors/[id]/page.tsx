import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminPagination, AdminSearchForm, AdminStatusBadge, DataTable, firstParams, type AdminColumn } from "@/components/admin";
import { RefusedPage } from "@/components/centers/refused-page";
import { PageHeader } from "@/components/certifications/page-header";
import { FormMessage } from "@/components/ui/form-message";
import { AppError } from "@/lib/api/errors";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { env } from "@/lib/env";
import { getDistributor } from "@/lib/distributors/get-distributor";
import { distributorCentersPage } from "@/lib/distributors/list-distributor-centers";
import { ZDistributorCentersQuery, ZDistributorParams, type DistributorCenterRecord } from "@/lib/distributors/schema";
import { countryName } from "@/lib/geo/country-facts";
import { pageMessage } from "@/lib/i18n/page-errors";
import { pageLanguage } from "@/lib/i18n/page-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("distributors.page");
  return { title: t("title") };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const figureKeys = ["centers", "instructors", "students_in_training", "certifications_this_year", "seats_left"] as const;

// A distributor's page (its members): the figures of all its centers together, then its centers
// with their own figures, searchable (name, city) and paginated — the reads of GET /distributors/{id}
// and GET /distributors/{id}/centers.
export default async function DistributorPage({ params, searchParams }: Props) {
  const { id: raw } = await params;
  const path = `/distributors/${encodeURIComponent(raw)}`;
  const user = await requireSessionUser(path);
  const parsed = ZDistributorParams.safeParse({ id: raw });
  if (!parsed.success) notFound();
  const id = parsed.data.id;
  const t = await getTranslations("distributors.page");
  const refusal = await pageRefusal(user.id, "verified");
  if (refusal) return <RefusedPage title={t("title")} reason={refusal} />;
  const query = firstParams(await searchParams);
  const q = ZDistributorCentersQuery.safeParse({ q: query.q, page: query.page ?? 1, per_page: 15 });
  const pageQuery = q.success ? q.data : ZDistributorCentersQuery.parse({});
  const url = new URL(path, env().appUrl);
  let detail;
  try {
    detail = await getDistributor(user.id, id, url);
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") notFound();
    if (e instanceof AppError && e.code === "forbidden") return <RefusedPage title={t("title")} reason={await pageMessage(e.message)} />;
    throw e;
  }
  const centers = pageQuery.q || pageQuery.page > 1 ? await distributorCentersPage(id, pageQuery, url) : detail.centers;
  const lang = await pageLanguage();
  const format = new Intl.NumberFormat(lang);
  const tf = await getTranslations("distributors.figures");
  const columns: AdminColumn<DistributorCenterRecord>[] = [
    {
      id: "name",
      header: t("center"),
      cell: (c) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{c.name}</span>
          {c.active ? null : <AdminStatusBadge tone="neutral" label={t("inactive")} />}
        </span>
      ),
    },
    { id: "place", header: t("place"), cell: (c) => [c.city, countryName(c.country, lang)].filter(Boolean).join(", ") },
    ...(["instructors", "students_in_training", "certifications_this_year", "seats_left"] as const).map((k) => ({
      id: k,
      header: tf(k),
      className: "text-right tabular-nums",
      cell: (c: DistributorCenterRecord) => format.format(c.figures[k]),
    })),
  ];
  return (
    <>
      <PageHeader title={detail.name} description={t("description", { country: countryName(detail.country, lang) ?? detail.country, role: t(`roles.${detail.role}`) })} />
      {detail.active ? null : <FormMessage kind="warning" className="mb-6">{t("deactivated")}</FormMessage>}
      <section aria-labelledby="totals-heading" className="mb-8">
        <h2 id="totals-heading" className="mb-3 text-lg font-semibold text-slate-900">{t("totals")}</h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {figureKeys.map((k) => (
            <div key={k} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-sm text-slate-600">{tf(k)}</dt>
              <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{format.format(detail.totals[k])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="centers-heading">
        <h2 id="centers-heading" className="mb-3 text-lg font-semibold text-slate-900">{t("centers")}</h2>
        <AdminSearchForm path={path} params={{ q: query.q }} label={t("searchLabel")} fields={[{ type: "search", name: "q", label: t("q"), placeholder: t("qPlaceholder") }]} />
        <DataTable
          caption={t("caption")}
          columns={columns}
          rows={centers.data}
          rowKey={(c) => c.id}
          empty={{ title: pageQuery.q ? t("noMatch") : t("none"), description: pageQuery.q ? t("noMatchText") : undefined }}
        />
        <AdminPagination page={centers} path={path} params={{ q: pageQuery.q, page: String(centers.current_page) }} label={t("pages")} />
      </section>
    </>
  );
}
