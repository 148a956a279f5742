import { getTranslations } from "next-intl/server";
import { LogbookSkeleton } from "@/components/logbook/skeleton";

export default async function Loading() {
  const t = await getTranslations("adminFinance");
  return <LogbookSkeleton tiles={0} rows={6} label={t("title")} />;
}
