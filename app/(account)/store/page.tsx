import { storeAvailability } from "@/lib/store/store-availability";
import { getTranslations } from "next-intl/server";
import type { Lang } from "@/lib/i18n/language";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import { Suspense } from "react";
import { storeBlock } from "@/app/(account)/store/access";
import { CourseGrid } from "@/components/store/course-grid";
import { GridSkeleton } from "@/components/store/grid-skeleton";
import { StorePageHeader } from "@/components/store/page-header";
import { StoreFilters } from "@/components/store/store-filters";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage } from "@/components/ui/form-message";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { label } from "@/lib/i18n/labels";
import { listStoreCourses } from "@/lib/store/list-store-courses";
import { ZStoreQuery } from "@/lib/store/schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("store") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
type Filter = { level?: (typeof levels)[number]; q?: string };

const levels = ZStoreQuery.shape.level.unwrap().options;
// Level labels in the page's language (the API's labels).
const levelOptions = (lang: Lang) => levels.map((l) => ({ value: l, label: label(`level.${l}`, lang) }));

export default async function StorePage({ searchParams }: Props) {
  const user = await requireSessionUser("/store");
  const query = await searchParams;
  const parsed = ZStoreQuery.safeParse({ level: first(query.level) || undefined, q: first(query.q) || undefined });
  const filter: Filter = parsed.success ? { level: parsed.data.level, q: parsed.data.q || undefined } : {};
  const blocked = await storeBlock(user.id);
  const t = await getTranslations("store");
  const tLoading = await getTranslations("loading");

  return (
    <>
      <StorePageHeader title={t("title")} description={t("description")} />
      {blocked ? (
        <FormMessage kind="warning" title={t("closed")} className="mb-6">
          {blocked}
        </FormMessage>
      ) : null}
      <div className="space-y-6">
        <StoreFilters levels={levelOptions(await pageLanguage())} level={filter.level} q={filter.q} />
        <Suspense key={`${filter.level ?? ""}|${filter.q ?? ""}`} fallback={<GridSkeleton label={tLoading("storeCourses")} />}>
          <Results userId={user.id} filter={filter} />
        </Suspense>
      </div>
    </>
  );
}

async function Results({ userId, filter }: { userId: number; filter: Filter }) {
  const courses = await listStoreCourses(userId, filter, await pageLanguage());
  const t = await getTranslations("store");
  if (!courses.length) {
    const filtered = !!(filter.level || filter.q);
    return (
      <EmptyState
        icon={
          <svg viewBox="0 0 24 24" className="size-10" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
            <circle cx="11" cy="11" r="6.5" />
            <path d="m16 16 4.5 4.5" />
          </svg>
        }
        title={filtered ? t("noMatch") : t("noneOnSale")}
        description={filtered ? t("noMatchHint") : t("comeBack")}
        action={filtered ? <ButtonLink href="/store" variant="secondary">{t("showAll")}</ButtonLink> : undefined}
      />
    );
  }
  return (
    <>
      <p className="sr-only" role="status">
        {t("found", { count: courses.length })}
      </p>
      <CourseGrid courses={courses} availability={await storeAvailability(userId, courses.map((c) => c.id))} />
    </>
  );
}
