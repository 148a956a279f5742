import { getTranslations } from "next-intl/server";

export default async function DistributorLoading() {
  const t = await getTranslations("distributors.page");
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t("loading")}</span>
      <div className="h-8 w-64 animate-pulse rounded bg-slate-200" />
      <div className="h-24 animate-pulse rounded-2xl bg-slate-200" />
      <div className="h-96 animate-pulse rounded-2xl bg-slate-200" />
    </div>
  );
}
