import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { firstParam, searchRefusal, type SearchParams } from "@/app/(site)/search-guard";
import { Pager } from "@/components/profile/pager";
import { ProfileFacts } from "@/components/search/profile-facts";
import { ResultLink } from "@/components/search/search-shell";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage } from "@/components/ui/form-message";
import { AppError } from "@/lib/api/errors";
import { ZPageQuery } from "@/lib/api/pagination";
import { getDiveCenter } from "@/lib/dive-centers/get-dive-center";
import { ZDiveCenterParams } from "@/lib/dive-centers/schema";
import { env } from "@/lib/env";
import { searchInstructors } from "@/lib/search/search-instructors";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("search.center");
  return { title: t("metaTitle") };
}

type Props = { params: Promise<{ id: string }>; searchParams: SearchParams };

// Public profile of an active dive center: address, contact and its active professionals.
export default async function DiveCenterPage({ params, searchParams }: Props) {
  const parsed = ZDiveCenterParams.safeParse(await params);
  if (!parsed.success) notFound();
  const refusal = await searchRefusal();
  const t = await getTranslations("search.center");
  if (refusal) return <div className="mx-auto max-w-3xl px-4 py-12"><FormMessage kind="error">{refusal}</FormMessage></div>;
  const center = await getDiveCenter(parsed.data.id, await pageLanguage(), { activeOnly: true }).catch((e) => {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  });
  const pageQuery = ZPageQuery.safeParse({ page: firstParam((await searchParams).page) ?? 1, per_page: 10 });
  const path = `/dive-centers/${center.id}`;
  const instructors = await searchInstructors({ diveCenterId: center.id }, pageQuery.success ? pageQuery.data : { page: 1, per_page: 10 }, new URL(path, env().appUrl), await pageLanguage());
  const address = [center.address, [center.postal_code, center.city].filter(Boolean).join(" "), center.country_name ?? center.country].filter(Boolean).join(", ");
  const link = (href: string, text: string) => <a href={href} className="text-sky-800 underline break-all hover:text-sky-950">{text}</a>;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Link href="/dive-centers" className="text-sm text-sky-800 underline hover:text-sky-950">
        {t("back")}
      </Link>
      <p className="mt-4 text-sm font-medium tracking-wide text-sky-700 uppercase">{t("eyebrow")}</p>
      <h1 className="mt-1 mb-6 text-3xl font-bold text-slate-900">{center.name}</h1>
      <ProfileFacts
        facts={[
          [t("address"), address],
          [t("phone"), center.contact.phone ? link(`tel:${center.contact.phone.replace(/\s+/g, "")}`, center.contact.phone) : null],
          [t("email"), center.contact.email ? link(`mailto:${center.contact.email}`, center.contact.email) : null],
          [t("website"), center.contact.website && /^https?:\/\//.test(center.contact.website) ? link(center.contact.website, center.contact.website) : null],
          [t("distributor"), center.distributor?.name],
        ]}
      />
      <h2 className="mt-10 mb-4 text-xl font-semibold text-slate-900">{t("instructors")}</h2>
      {instructors.total === 0 ? (
        <EmptyState title={t("none")} description={t("noneText")} />
      ) : (
        <div className="space-y-4">
          <ul className="space-y-3" aria-label={t("list")}>
            {instructors.data.map((p) => (
              <li key={p.member_id}>
                <ResultLink href={`/instructors/${p.member_id}`} title={p.full_name ?? p.member_id} lines={[p.level_label]} />
              </li>
            ))}
          </ul>
          <Pager page={instructors.current_page} lastPage={instructors.last_page} total={instructors.total} href={(n) => (n > 1 ? `${path}?page=${n}` : path)} label={t("pages")} />
        </div>
      )}
    </div>
  );
}
