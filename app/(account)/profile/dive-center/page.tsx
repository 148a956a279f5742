import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import Link from "next/link";
import { chooseDiveCenter, leaveDiveCenter } from "@/app/(account)/profile/dive-center/actions";
import { CurrentDiveCenter } from "@/components/profile/current-dive-center";
import { DiveCenterItem } from "@/components/profile/dive-center-item";
import { DiveCenterSearch } from "@/components/profile/dive-center-search";
import { formatDate } from "@/components/learning/format";
import { Pager } from "@/components/profile/pager";
import { field } from "@/components/profile/profile-data";
import { profileFormOptions } from "@/components/profile/profile-options";
import { ProfilePageHeader } from "@/components/profile/profile-page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage, type FormMessageKind } from "@/components/ui/form-message";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { listDiveCenters } from "@/lib/dive-centers/list-dive-centers";
import { ZDiveCentersQuery } from "@/lib/dive-centers/schema";
import { env } from "@/lib/env";
import { getProfile } from "@/lib/users/get-profile";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile.diveCenter");
  return { title: t("metaTitle") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PATH = "/profile/dive-center";
const PER_PAGE = 10;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const outcomes: Record<string, FormMessageKind> = { joined: "success", left: "success", invalid: "error", inactive: "error" };
const outcomeOf = (done: string | undefined) => (done && Object.hasOwn(outcomes, done) ? (done as "joined" | "left" | "invalid" | "inactive") : null);

export default async function DiveCenterPage({ searchParams }: Props) {
  const user = await requireSessionUser(PATH);
  const raw = await searchParams;
  const parsed = ZDiveCentersQuery.safeParse({ q: first(raw.q), country: first(raw.country), page: first(raw.page) ?? 1, per_page: PER_PAGE });
  const query = parsed.success ? parsed.data : ZDiveCentersQuery.parse({ per_page: PER_PAGE });
  const q = query.q ?? "";
  const country = query.country ?? "";

  const lang = await pageLanguage();
  const t = await getTranslations("profile.diveCenter");
  const [profile, page] = await Promise.all([
    getProfile(user.id, lang),
    listDiveCenters({ q: query.q, country: query.country, activeOnly: true }, { page: query.page, per_page: PER_PAGE }, new URL(PATH, env().appUrl), lang),
  ]);
  const currentId = typeof profile.dive_center_id === "number" ? profile.dive_center_id : null;
  const outcome = outcomeOf(first(raw.done));
  const href = (n: number) => `${PATH}?${new URLSearchParams({ ...(q ? { q } : {}), ...(country ? { country } : {}), page: String(n) })}`;

  return (
    <>
      <ProfilePageHeader title={t("title")} description={t("description")} />
      <div className="space-y-6">
        {outcome ? <FormMessage kind={outcomes[outcome]!}>{t(`outcome.${outcome}`)}</FormMessage> : null}
        <CurrentDiveCenter name={currentId ? field(profile, "dive_center") : null} since={formatDate(field(profile, "dive_center_date"), lang)} leave={leaveDiveCenter} />
        <section aria-labelledby="find-center" className="space-y-4">
          <h2 id="find-center" className="text-lg font-semibold text-slate-900">
            {t("find")}
          </h2>
          <DiveCenterSearch q={q} country={country} countries={profileFormOptions(lang).countries} />
          {page.data.length === 0 ? (
            <EmptyState
              title={t("noneFound")}
              description={q || country ? t("tryAnother") : t("noneActive")}
              action={q || country ? <Link href={PATH} className="text-sm font-semibold text-sky-800 hover:underline">{t("clear")}</Link> : undefined}
            />
          ) : (
            <>
              <p className="text-sm text-slate-600" aria-live="polite">
                {t("showing", { from: page.from ?? 0, to: page.to ?? 0, total: page.total })}
              </p>
              <ul className="space-y-3">
                {page.data.map((center) => (
                  <DiveCenterItem key={center.id} center={center} current={center.id === currentId} keep={{ q, country, page: page.current_page }} choose={chooseDiveCenter} />
                ))}
              </ul>
              <Pager page={page.current_page} lastPage={page.last_page} total={page.total} href={href} label={t("pages")} />
            </>
          )}
        </section>
      </div>
    </>
  );
}
