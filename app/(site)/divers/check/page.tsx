import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { checkDiver } from "@/app/(site)/divers/check/actions";
import { DiverCheckForm } from "@/components/search/diver-check-form";
import { SearchShell } from "@/components/search/search-shell";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("search.diver");
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function DiverCheckPage() {
  const t = await getTranslations("search.diver");
  return (
    <SearchShell
      active="/divers/check"
      title={t("title")}
      description={t("description")}
    >
      <DiverCheckForm action={checkDiver} />
    </SearchShell>
  );
}
