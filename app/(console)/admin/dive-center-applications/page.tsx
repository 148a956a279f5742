import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { decideCenterApplication } from "@/app/(console)/admin/dive-center-applications/actions";
import { AdminPagination, firstParams } from "@/components/admin";
import { Refused } from "@/components/admin-orders/refused";
import { ApplicationDecisionForm } from "@/components/center-applications/decision-form";
import { ApplicationSummary } from "@/components/center-applications/application-summary";
import { PageHeader } from "@/components/certifications/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage } from "@/components/ui/form-message";
import { TabBar } from "@/components/ui/tab-bar";
import { staffPage } from "@/lib/auth/browser/page-access";
import { listApplications } from "@/lib/center-applications/list-applications";
import { applicationStatuses, ZApplicationsQuery } from "@/lib/center-applications/schema";
import { env } from "@/lib/env";
import { countryName } from "@/lib/geo/country-facts";
import { pageLanguage } from "@/lib/i18n/page-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("centerApplications.queue");
  return { title: t("title"), robots: { index: false } };
}

const PATH = "/admin/dive-center-applications";
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Staff's queue of dive center applications: pending oldest first, approve or reject each. */
export default async function CenterApplicationQueuePage({ searchParams }: Props) {
  const { refusal } = await staffPage("accounts", PATH);
  const t = await getTranslations("centerApplications.queue");
  if (refusal) return <Refused title={t("title")} heading={(await getTranslations("professional.access"))("title")} refusal={refusal} />;
  const params = firstParams(await searchParams);
  const parsed = ZApplicationsQuery.safeParse({ status: params.status ?? "pending", page: params.page ?? 1, per_page: 10 });
  const query = parsed.success ? parsed.data : { status: "pending" as const, page: 1, per_page: 10 };
  const lang = await pageLanguage();
  const applications = await listApplications(query, new URL(PATH, env().appUrl));
  const approved = /^\d{1,10}$/.test(params.approved ?? "") ? params.approved : null;
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {approved ? (
        <FormMessage kind="success" className="mb-5">
          {t.rich("approved", { link: (chunks) => <Link href={`/admin/dive-centers/${approved}`} className="font-semibold underline underline-offset-2">{chunks}</Link> })}
        </FormMessage>
      ) : params.rejected ? (
        <FormMessage kind="success" className="mb-5">{t("rejected")}</FormMessage>
      ) : null}
      <TabBar label={t("filter")} current={query.status} tabs={applicationStatuses.map((s) => ({ key: s, href: `${PATH}?status=${s}`, label: t(`tab.${s}`) }))} />
      {applications.total === 0 ? (
        <EmptyState title={t(`none.${query.status}`)} description={query.status === "pending" ? t("noneText") : undefined} />
      ) : (
        <ul className="space-y-3">
          {applications.data.map((a) => (
            <li key={a.id}>
              <ApplicationSummary
                application={a}
                countryName={countryName(a.country, lang) ?? a.country}
                distributorName={a.distributor_name}
                who={
                  <p className="mt-1 text-sm text-slate-700">
                    {t("applicant")}: {a.applicant.full_name ?? t("noName")} · <span className="font-mono">{a.applicant.member_id}</span> · <span>{a.applicant.email}</span>
                  </p>
                }
              >
                {a.status === "pending" ? <ApplicationDecisionForm id={a.id} action={decideCenterApplication.bind(null, a.id)} /> : null}
                {a.dive_center_id ? (
                  <p className="mt-3 text-sm">
                    <Link href={`/admin/dive-centers/${a.dive_center_id}`} className="font-semibold text-sky-800 underline underline-offset-2 hover:text-sky-950">{t("openCenter")}</Link>
                  </p>
                ) : null}
              </ApplicationSummary>
            </li>
          ))}
        </ul>
      )}
      <AdminPagination page={applications} path={PATH} params={{ status: params.status, page: params.page }} label={t("pages")} />
    </>
  );
}
