import { getTranslations } from "next-intl/server";

export default async function StoreCourseLoading() {
  const t = await getTranslations("loading");
  const bar = "animate-pulse rounded bg-slate-200";
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t("course")}</span>
      <div className={`${bar} h-4 w-24`} />
      <div className={`${bar} h-8 w-72`} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className={`${bar} h-80 rounded-2xl`} />
        <div className={`${bar} h-64 rounded-2xl`} />
      </div>
    </div>
  );
}
