import { getTranslations } from "next-intl/server";

/** Placeholder of a professional list page (students, issued certifications) while it loads. */
export async function ListSkeleton() {
  const t = await getTranslations("professional.loading");
  const bar = "animate-pulse rounded bg-slate-200";
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t("list")}</span>
      <div className={`${bar} h-8 w-48`} />
      <div className="flex gap-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${bar} h-10 w-24 rounded-full`} />
        ))}
      </div>
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="flex items-center gap-4 p-4">
            <div className="flex-1 space-y-2">
              <div className={`${bar} h-4 w-40`} />
              <div className={`${bar} h-3 w-24`} />
            </div>
            <div className={`${bar} hidden h-3 w-40 sm:block`} />
            <div className={`${bar} h-6 w-20 rounded-full`} />
          </div>
        ))}
      </div>
    </div>
  );
}
