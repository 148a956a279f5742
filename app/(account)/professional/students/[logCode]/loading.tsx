import { getTranslations } from "next-intl/server";

// Shown while a student's course loads.
export default async function StudentLoading() {
  const t = await getTranslations("professional.loading");
  const bar = "animate-pulse rounded bg-slate-200";
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t("student")}</span>
      <div className={`${bar} h-4 w-20`} />
      <div className={`${bar} h-8 w-56`} />
      {["h-40", "h-56", "h-40", "h-64"].map((h, i) => (
        <div key={i} className={`${bar} ${h} rounded-2xl`} />
      ))}
    </div>
  );
}
