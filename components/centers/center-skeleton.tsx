import { getTranslations } from "next-intl/server";

/** Placeholder of a dive center's page while it loads: a heading, a row of cards, a block. */
export async function CenterSkeleton({ what }: { what: "list" | "dashboard" | "students" | "settings" }) {
  const t = await getTranslations("centers.loading");
  const bar = "animate-pulse rounded bg-slate-200";
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t(what)}</span>
      <div className="space-y-2">
        <div className={`${bar} h-8 w-56`} />
        <div className={`${bar} h-4 w-72 max-w-full`} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
            <div className={`${bar} h-3 w-24`} />
            <div className={`${bar} h-7 w-16`} />
          </div>
        ))}
      </div>
      <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${bar} h-4 w-full`} />
        ))}
      </div>
    </div>
  );
}
