import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CertificationsChart } from "@/components/centers/certifications-chart";
import { FigureCards } from "@/components/centers/figures";
import { RefusedPage } from "@/components/centers/refused-page";
import { PageHeader } from "@/components/certifications/page-header";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { RUNS_CENTER } from "@/lib/centers/center-access";
import { centerPage } from "@/lib/centers/center-page";
import { getCenter } from "@/lib/centers/get-center";
import { pageLanguage } from "@/lib/i18n/page-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("centers.nav.items");
  return { title: t("dashboard") };
}

type Props = { params: Promise<{ id: string }> };

// A dive center's dashboard: its four figures, its certifications per month (the last 12) and
// the way to its other pages (seats and settings for owners and managers only).
export default async function CenterDashboardPage({ params }: Props) {
  const { id } = await params;
  const door = await centerPage(id, `/centers/${id}`);
  const t = await getTranslations("centers.dashboard");
  const tn = await getTranslations("centers.nav.items");
  const tc = await getTranslations("centers");
  const tr = (role: string) => tc(`roles.${role}` as "roles.owner");
  if (door.refusal !== null) return <RefusedPage title={tn("dashboard")} reason={door.refusal} />;
  const lang = await pageLanguage();
  const center = await getCenter(door.user.id, door.access.center.id);
  const runs = (RUNS_CENTER as readonly string[]).includes(center.role);
  const links = [
    { href: `/centers/${center.id}/members`, title: tn("members"), text: t("membersText") },
    { href: `/centers/${center.id}/students`, title: tn("students"), text: t("studentsText") },
    ...(runs
      ? [
          { href: `/centers/${center.id}/seats`, title: tn("seats"), text: t("seatsText") },
          { href: `/centers/${center.id}/settings`, title: tn("settings"), text: t("settingsText") },
        ]
      : []),
    { href: `/dive-centers/${center.id}`, title: t("publicPage"), text: t("publicPageText") },
  ];
  return (
    <>
      <p className="text-sm font-medium tracking-wide text-teal-800 uppercase">{t("eyebrow", { role: tr(center.role) })}</p>
      <PageHeader title={center.name} />
      {center.active ? null : <div className="mb-6"><FormMessage kind="warning">{t("inactive")}</FormMessage></div>}
      <div className="space-y-6">
        <FigureCards figures={center.figures} lang={lang} />
        <Card title={t("chartTitle")} description={t("chartDescription")}>
          <CertificationsChart months={center.certifications_per_month} lang={lang} />
        </Card>
        <nav aria-label={t("links")}>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {links.map((l) => (
              <li key={l.href}>
                <Link
                  href={l.href}
                  className="block h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-teal-300 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-sky-600"
                >
                  <span className="block font-semibold text-sky-800">{l.title}</span>
                  <span className="mt-1 block text-sm text-slate-600">{l.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
