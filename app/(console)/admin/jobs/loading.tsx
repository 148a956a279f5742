import { getTranslations } from "next-intl/server";
import { LogbookSkeleton } from "@/components/logbook/skeleton";

export default async function Loading() {
  const t = await getTranslations("loading");
  return <LogbookSkeleton tiles={3} rows={4} label={t("jobs")} />;
}
