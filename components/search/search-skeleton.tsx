import { getTranslations } from "next-intl/server";

/** Placeholder of a public search page while its results load. */
export async function SearchSkeleton() {
  const t = await getTranslations("loading");
  return (
    <div className="mx-auto max-w-4xl space-y-4 px-4 py-12 sm:px-6" aria-busy="true" aria-label={t("generic")}>
      <div className="h-10 w-2/3 animate-pulse rounded-lg bg-slate-200" />
      <div className="h-48 animate-pulse rounded-2xl bg-slate-200" />
      <div className="h-20 animate-pulse rounded-xl bg-slate-200" />
    </div>
  );
}
