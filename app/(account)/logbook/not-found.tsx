import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

// A dive that does not exist, was deleted, or belongs to someone else.
export default async function DiveNotFound() {
  const t = await getTranslations("logbook.notFound");
  return <EmptyState title={t("title")} description={t("text")} action={<ButtonLink href="/logbook">{t("back")}</ButtonLink>} />;
}
