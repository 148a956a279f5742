import { getTranslations } from "next-intl/server";

export default async function RenewalLoading() {
  const t = await getTranslations("professional.loading");
  const bar = "animate-pulse rounded-2xl bg-slate-200";
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t("renewal")}</span>
      <div className="h-8 w-72 animate-pulse rounded bg-slate-200" />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={`${bar} h-40`} />
        <div className={`${bar} h-56`} />
      </div>
      <div className={`${bar} h-32`} />
    </div>
  );
}
