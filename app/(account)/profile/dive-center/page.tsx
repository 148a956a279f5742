import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import Link from "next/link";
import { chooseDiveCenter, leaveDiveCenter } from "@/app/(account)/profile/dive-center/actions";
import { CurrentDiveCenter } from "@/components/profile/current-dive-center";
import { DiveCenterItem } from "@/components/profile/dive-center-item";
import { DiveCenterSearch } from "@/components/profile/dive-center-search";
import { Pager } from "@/components/profile/pager";
import { field } from "@/components/profile/profile-data";
import { profileFormOptions } from "@/components/profile/profile-options";
import { ProfilePageHeader } from "@/components/profile/profile-page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage, type FormMessageKind } from "@/components/ui/form-message";
import { requireSessionUser } from "@/lib/auth/session";
import { listDiveCenters } from "@/lib/dive-centers/list-dive-centers";
import { ZDiveCentersQuery } from "@/lib/dive-centers/schema";
import { env } from "@/lib/env";
import { getProfile } from "@/lib/users/get-profile";

export const metadata: Metadata = { title: "Dive center" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PATH = "/profile/dive-center";
const PER_PAGE = 10;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const outcomes: Record<string, { kind: FormMessageKind; text: string }> = {
  joined: { kind: "success", text: "Your dive center has been updated." },
  left: { kind: "success", text: "You have left your dive center." },
  invalid: { kind: "error", text: "That dive center is not available any more. Please choose another one." },
  inactive: { kind: "error", text: "Your account is not active, so your dive center cannot be changed." },
};

export default async function DiveCenterPage({ searchParams }: Props) {
  const user = await requireSessionUser(PATH);
  const raw = await searchParams;
  const parsed = ZDiveCentersQuery.safeParse({ q: first(raw.q), country: first(raw.country), page: first(raw.page) ?? 1, per_page: PER_PAGE });
  const query = parsed.success ? parsed.data : ZDiveCentersQuery.parse({ per_page: PER_PAGE });
  const q = query.q ?? "";
  const country = query.country ?? "";

  const [profile, page] = await Promise.all([
    getProfile(user.id, await pageLanguage()),
    listDiveCenters({ q: query.q, country: query.country, activeOnly: true }, { page: query.page, per_page: PER_PAGE }, new URL(PATH, env().appUrl), await pageLanguage()),
  ]);
  const currentId = typeof profile.dive_center_id === "number" ? profile.dive_center_id : null;
  const outcome = outcomes[first(raw.done) ?? ""];
  const href = (n: number) => `${PATH}?${new URLSearchParams({ ...(q ? { q } : {}), ...(country ? { country } : {}), page: String(n) })}`;

  return (
    <>
      <ProfilePageHeader title="Your dive center" description="The dive center you train with appears on your card and on the certifications you earn." />
      <div className="space-y-6">
        {outcome ? <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage> : null}
        <CurrentDiveCenter name={currentId ? field(profile, "dive_center") : null} since={field(profile, "dive_center_date")} leave={leaveDiveCenter} />
        <section aria-labelledby="find-center" className="space-y-4">
          <h2 id="find-center" className="text-lg font-semibold text-slate-900">
            Find a dive center
          </h2>
          <DiveCenterSearch q={q} country={country} countries={profileFormOptions(await pageLanguage()).countries} />
          {page.data.length === 0 ? (
            <EmptyState
              title="No dive centers found"
              description={q || country ? "Try another name, city or country." : "There are no active dive centers yet."}
              action={q || country ? <Link href={PATH} className="text-sm font-semibold text-sky-800 hover:underline">Clear the search</Link> : undefined}
            />
          ) : (
            <>
              <p className="text-sm text-slate-600" aria-live="polite">
                Showing {page.from}–{page.to} of {page.total} active dive centers
              </p>
              <ul className="space-y-3">
                {page.data.map((center) => (
                  <DiveCenterItem key={center.id} center={center} current={center.id === currentId} keep={{ q, country, page: page.current_page }} choose={chooseDiveCenter} />
                ))}
              </ul>
              <Pager page={page.current_page} lastPage={page.last_page} total={page.total} href={href} label="Dive center pages" />
            </>
          )}
        </section>
      </div>
    </>
  );
}
