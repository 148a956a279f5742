import { getTranslations } from "next-intl/server";

// Shown while the certifications load.
export default async function CertificationsLoading() {
  const t = await getTranslations("loading");
  const bar = "animate-pulse rounded bg-slate-200";
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t("certifications")}</span>
      <div className={`${bar} h-8 w-64`} />
      <div className={`${bar} h-11 w-56`} />
      {[0, 1].map((i) => (
        <div key={i} className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 md:grid-cols-2">
          <div className="aspect-[1012/638] w-full animate-pulse rounded-xl bg-slate-200" />
          <div className="space-y-3">
            <div className={`${bar} h-5 w-24`} />
            <div className={`${bar} h-6 w-48`} />
            <div className={`${bar} h-4 w-40`} />
            <div className={`${bar} mt-6 h-16 w-full`} />
          </div>
        </div>
      ))}
    </div>
  );
}
