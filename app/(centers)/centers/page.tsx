import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AdminStatusBadge } from "@/components/admin";
import { RefusedPage } from "@/components/centers/refused-page";
import { PageHeader } from "@/components/certifications/page-header";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { centerFigures } from "@/lib/centers/center-figures";
import { listMyCenters } from "@/lib/centers/list-my-centers";
import { myMemberships } from "@/lib/centers/my-memberships";
import { countryName } from "@/lib/geo/country-facts";
import { pageLanguage } from "@/lib/i18n/page-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("centers.list");
  return { title: t("title") };
}

const PATH = "/centers";

// The caller's dive centers (each a card with the caller's role and two of its figures) and the
// distributors the caller belongs to (H5's /distributors/{id}). Nobody's list is empty for want of
// a way in: a professional is offered the application form, a diver told how invitations work.
export default async function CentersPage() {
  const user = await requireSessionUser(PATH);
  const t = await getTranslations("centers.list");
  const tc = await getTranslations("centers");
  const tr = (role: string) => tc(`roles.${role}` as "roles.owner");
  const tf = await getTranslations("centers.figures");
  const refusal = await pageRefusal(user.id, "verified");
  if (refusal) return <RefusedPage title={t("title")} reason={refusal} />;
  const lang = await pageLanguage();
  const [centers, { distributors }] = await Promise.all([listMyCenters(user.id), myMemberships(user.id)]);
  // A deactivated center opens for its owners only: the others see it named, without figures.
  const opens = (c: (typeof centers)[number]) => c.active || c.role === "owner";
  const figures = await centerFigures(centers.filter(opens).map((c) => c.id));
  const format = new Intl.NumberFormat(lang);

  if (centers.length === 0 && distributors.length === 0) {
    return (
      <>
        <PageHeader title={t("title")} description={t("description")} />
        <EmptyState
          title={t("none")}
          description={user.isProfessional ? t("noneProfessional") : t("noneDiver")}
          action={user.isProfessional ? <ButtonLink href="/professional/dive-center">{t("apply")}</ButtonLink> : undefined}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {centers.length ? (
        <section aria-labelledby="centers-heading" className="mb-8">
          <h2 id="centers-heading" className="mb-3 text-lg font-semibold text-slate-900">{t("centers")}</h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {centers.map((c) => {
              const f = figures.get(c.id);
              const place = [c.city, countryName(c.country, lang) ?? c.country].filter(Boolean).join(", ");
              return (
                <li key={c.id} className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <h3 className="text-base font-semibold text-slate-900">
                    {opens(c) ? (
                      <Link href={`/centers/${c.id}`} className="text-sky-800 underline-offset-2 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600">
                        {c.name}
                      </Link>
                    ) : (
                      c.name
                    )}
                  </h3>
                  <p className="mt-0.5 text-sm text-slate-600">{place}</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <AdminStatusBadge label={t("role", { role: tr(c.role) })} tone="info" />
                    {c.active ? null : <AdminStatusBadge label={t("inactive")} tone="neutral" />}
                  </div>
                  {f ? (
                    <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 pt-3 text-sm">
                      <div>
                        <dt className="text-slate-600">{tf("students_in_training")}</dt>
                        <dd className="text-lg font-semibold tabular-nums text-slate-900">{format.format(f.students_in_training)}</dd>
                      </div>
                      <div>
                        <dt className="text-slate-600">{tf("instructors")}</dt>
                        <dd className="text-lg font-semibold tabular-nums text-slate-900">{format.format(f.instructors)}</dd>
                      </div>
                    </dl>
                  ) : (
                    <p className="mt-4 border-t border-slate-100 pt-3 text-sm text-slate-600">{t("closedToYou")}</p>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {distributors.length ? (
        <section aria-labelledby="distributors-heading">
          <h2 id="distributors-heading" className="mb-3 text-lg font-semibold text-slate-900">{t("distributors")}</h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {distributors.map((d) => (
              <li key={d.id} className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="text-base font-semibold text-slate-900">
                  <Link href={`/distributors/${d.id}`} className="text-sky-800 underline-offset-2 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600">
                    {d.name}
                  </Link>
                </h3>
                <div className="mt-3 flex flex-wrap gap-2">
                  <AdminStatusBadge label={t("role", { role: tr(d.role) })} tone="info" />
                  {d.active ? null : <AdminStatusBadge label={t("inactive")} tone="neutral" />}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
