import { getTranslations } from "next-intl/server";

// Shown while a profile page loads (also during dive-center searches).
export default async function ProfileLoading() {
  const t = await getTranslations("loading");
  const bar = "animate-pulse rounded bg-slate-200";
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t("profile")}</span>
      <div className={`${bar} h-8 w-56`} />
      <div className={`${bar} h-11 w-full max-w-xl`} />
      <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6">
        <div className="size-20 animate-pulse rounded-full bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className={`${bar} h-5 w-48`} />
          <div className={`${bar} h-4 w-32`} />
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <div className={`${bar} h-64 rounded-2xl`} />
        <div className={`${bar} h-64 rounded-2xl`} />
      </div>
    </div>
  );
}
