import { getTranslations } from "next-intl/server";

export default async function Loading() {
  const t = await getTranslations("centerSeats");
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-4">
      <span className="sr-only">{t("loading")}</span>
      <div className="h-8 w-40 rounded bg-slate-200" />
      <div className="h-4 w-72 max-w-full rounded bg-slate-200" />
      <div className="h-40 rounded-2xl bg-slate-100" />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="h-56 rounded-2xl bg-slate-100" />
        <div className="h-56 rounded-2xl bg-slate-100" />
      </div>
    </div>
  );
}
