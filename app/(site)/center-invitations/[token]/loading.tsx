import { getTranslations } from "next-intl/server";

export default async function Loading() {
  const t = await getTranslations("centerMembers");
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-lg animate-pulse px-4 py-10 sm:py-16">
      <span className="sr-only">{t("loading")}</span>
      <div className="h-72 rounded-2xl bg-slate-100" />
    </div>
  );
}
