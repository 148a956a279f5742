import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/certifications/page-header";
import { ButtonLink } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";

/** What a professional page shows to anyone else (the API answers the same refusal with a 403). */
export async function AccessRefused({ title, reason }: { title: string; reason: string }) {
  const t = await getTranslations("professional.access");
  return (
    <>
      <PageHeader title={title} />
      <FormMessage kind="warning" title={t("title")}>
        <p>{reason}</p>
        <p className="mt-1">{t("text")}</p>
      </FormMessage>
      <ButtonLink href="/dashboard" variant="secondary" className="mt-4">
        {t("back")}
      </ButtonLink>
    </>
  );
}
