import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { logbookViewer } from "@/app/(account)/logbook/viewer";
import { PageHeader } from "@/components/certifications/page-header";
import { ImportForm } from "@/components/logbook/import-form";
import { ButtonLink } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("logbook.import");
  return { title: t("title") };
}

export default async function ImportPage() {
  const { refusal } = await logbookViewer("/logbook/import");
  const t = await getTranslations("logbook.import");
  const lb = await getTranslations("logbook");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} action={<ButtonLink href="/logbook" variant="secondary">{lb("detail.allDives")}</ButtonLink>} />
      {refusal ? (
        <FormMessage kind="warning" title={lb("unavailable")}>{refusal}</FormMessage>
      ) : (
        <ImportForm />
      )}
    </>
  );
}
