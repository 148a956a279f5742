import { getTranslations } from "next-intl/server";
import { LogbookSkeleton } from "@/components/logbook/skeleton";

export default async function Loading() {
  const t = await getTranslations("logbook.statistics");
  return <LogbookSkeleton tiles={5} rows={3} label={t("loading")} />;
}
