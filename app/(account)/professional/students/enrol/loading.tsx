import { getTranslations } from "next-intl/server";

export default async function EnrolLoading() {
  const t = await getTranslations("professional.loading");
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t("enrol")}</span>
      <div className="h-8 w-56 animate-pulse rounded bg-slate-200" />
      <div className="h-72 max-w-2xl animate-pulse rounded-2xl bg-slate-200" />
    </div>
  );
}
