import { getTranslations } from "next-intl/server";

export default async function ReferralsLoading() {
  const t = await getTranslations("referrals.accept");
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t("loading")}</span>
      <div className="h-8 w-48 animate-pulse rounded bg-slate-200" />
      <div className="h-64 max-w-4xl animate-pulse rounded-2xl bg-slate-200" />
    </div>
  );
}
