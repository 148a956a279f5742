import { getTranslations } from "next-intl/server";

export default async function OrderLoading() {
  const t = await getTranslations("loading");
  const bar = "animate-pulse rounded bg-slate-200";
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t("order")}</span>
      <div className={`${bar} h-4 w-16`} />
      <div className={`${bar} h-8 w-48`} />
      <div className={`${bar} h-56 max-w-3xl rounded-2xl`} />
    </div>
  );
}
