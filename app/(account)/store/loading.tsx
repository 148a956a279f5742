import { getTranslations } from "next-intl/server";
import { GridSkeleton } from "@/components/store/grid-skeleton";

export default async function StoreLoading() {
  const t = await getTranslations("loading");
  return (
    <div className="space-y-6">
      <div className="h-8 w-56 animate-pulse rounded bg-slate-200" />
      <div className="h-24 animate-pulse rounded-2xl bg-slate-200" />
      <GridSkeleton label={t("storeCourses")} />
    </div>
  );
}
