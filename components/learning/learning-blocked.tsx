import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";

/** What a learning page shows instead of its content when the API would refuse (403). */
export async function LearningBlocked({ title, message }: { title: string; message: string }) {
  const t = await getTranslations("learning.blocked");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <FormMessage kind="warning" title={t("title")}>
        {message}
      </FormMessage>
      <ButtonLink href="/dashboard" variant="secondary">
        {t("dashboard")}
      </ButtonLink>
    </div>
  );
}
