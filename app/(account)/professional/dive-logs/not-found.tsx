import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

// A dive that does not exist or does not name this instructor.
export default async function StudentDiveNotFound() {
  const tDive = await getTranslations("logbook.notFound");
  const t = await getTranslations("professional.dives");
  return <EmptyState title={tDive("title")} description={t("notFoundText")} action={<ButtonLink href="/professional/dive-logs">{t("title")}</ButtonLink>} />;
}
