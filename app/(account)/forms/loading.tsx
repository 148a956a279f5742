import { getTranslations } from "next-intl/server";
import { RecordsSkeleton } from "@/components/forms/records-skeleton";

export default async function Loading() {
  const t = await getTranslations("loading");
  return <RecordsSkeleton label={t("forms")} />;
}
