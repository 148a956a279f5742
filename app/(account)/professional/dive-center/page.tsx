import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { submitCenterApplication } from "@/app/(account)/professional/dive-center/actions";
import { ApplicationForm } from "@/components/center-applications/application-form";
import { ApplicationSummary } from "@/components/center-applications/application-summary";
import { PageHeader } from "@/components/certifications/page-header";
import { AccessRefused } from "@/components/professional/access-refused";
import { FormMessage } from "@/components/ui/form-message";
import { listDistributors } from "@/lib/admin-centers/list-distributors";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { listOwnApplications } from "@/lib/center-applications/list-applications";
import { env } from "@/lib/env";
import { countryName } from "@/lib/geo/country-facts";
import { divisionsOf } from "@/lib/geo/divisions";
import { listCountries } from "@/lib/geo/list-countries";
import { pageLanguage } from "@/lib/i18n/page-language";
import { loadUserRow } from "@/lib/users/get-profile";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("centerApplications.page");
  return { title: t("title") };
}

const PATH = "/professional/dive-center";
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * A professional applies to run a dive center: the latest application's status (pending; rejected
 * with its reason; approved with a link to the center), and the form whenever none is pending.
 */
export default async function DiveCenterApplicationPage({ searchParams }: Props) {
  const user = await requireSessionUser(PATH);
  const t = await getTranslations("centerApplications.page");
  const refusal = await pageRefusal(user.id, "professional");
  if (refusal) return <AccessRefused title={t("title")} reason={refusal} />;
  const lang = await pageLanguage();
  const [applications, distributors, me] = await Promise.all([
    listOwnApplications(user.id, { page: 1, per_page: 5 }, new URL(PATH, env().appUrl)),
    listDistributors({ page: 1, per_page: 100, active: true }, new URL("/admin/distributors", env().appUrl), lang),
    loadUserRow(user.id),
  ]);
  const latest = applications.data[0];
  const earlier = applications.data.slice(1);
  const pending = latest?.status === "pending";
  const sent = (await searchParams).sent === "1";
  const defaultCountry = me.country?.trim() ?? "";
  const distributorNames = new Map(distributors.data.map((d) => [d.id, d.name]));
  const summary = (a: NonNullable<typeof latest>, level: 2 | 3 = 2) => (
    <ApplicationSummary application={a} countryName={countryName(a.country, lang) ?? a.country} distributorName={a.distributor_id ? distributorNames.get(a.distributor_id) : null} headingLevel={level} />
  );
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {sent && pending ? <FormMessage kind="success" className="mb-5">{t("sent")}</FormMessage> : null}
      {latest ? (
        <section aria-labelledby="current-application" className="mb-8 space-y-3">
          <h2 id="current-application" className="text-lg font-semibold text-slate-900">{t("current")}</h2>
          {latest.status === "pending" ? <FormMessage kind="info">{t("pendingText")}</FormMessage> : null}
          {latest.status === "rejected" ? <FormMessage kind="warning">{t("rejectedText")}</FormMessage> : null}
          {latest.status === "approved" && latest.dive_center_id ? (
            <FormMessage kind="success">
              {t.rich("approvedText", {
                link: (chunks) => <Link href={`/centers/${latest.dive_center_id}`} className="font-semibold underline underline-offset-2">{chunks}</Link>,
              })}
            </FormMessage>
          ) : null}
          {summary(latest, 3)}
        </section>
      ) : null}
      {!pending ? (
        <section aria-labelledby="apply" className="max-w-3xl">
          <h2 id="apply" className="mb-1 text-lg font-semibold text-slate-900">{latest ? t("applyAgain") : t("apply")}</h2>
          <p className="mb-4 text-sm text-slate-600">{t("applyText")}</p>
          <ApplicationForm
            action={submitCenterApplication}
            countries={listCountries(lang).map((c) => ({ value: c.code, label: c.name }))}
            distributors={distributors.data.map((d) => ({ value: String(d.id), label: d.name }))}
            divisionsOf={defaultCountry ? [...divisionsOf(defaultCountry)] : []}
            defaultCountry={defaultCountry}
          />
        </section>
      ) : null}
      {earlier.length ? (
        <section aria-labelledby="earlier" className="mt-8 space-y-3">
          <h2 id="earlier" className="text-lg font-semibold text-slate-900">{t("earlier")}</h2>
          <ul className="space-y-3">
            {earlier.map((a) => <li key={a.id}>{summary(a, 3)}</li>)}
          </ul>
        </section>
      ) : null}
    </>
  );
}
