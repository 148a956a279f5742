import { getTranslations } from "next-intl/server";

export default async function ClassroomLoading() {
  const t = await getTranslations("professional.loading");
  const bar = "animate-pulse rounded bg-slate-200";
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t("classroom")}</span>
      <div className={`${bar} h-8 w-64`} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${bar} h-20 rounded-xl`} />
        ))}
      </div>
      <div className={`${bar} h-40 rounded-2xl`} />
      <div className={`${bar} h-64 rounded-2xl`} />
    </div>
  );
}
