import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/components/learning/format";
import { SignForm } from "@/components/forms/sign-form";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import type { FormAction } from "@/lib/pages/form-state";

/** The guardian types their own name and accepts; once signed the panel says so. */
export function GuardianSignPanel({ action, diverName, signed, signedAt }: { action: FormAction; diverName: string; signed: boolean; signedAt: string | null }) {
  const t = useTranslations("forms.guardian");
  const locale = useLocale();
  if (signed) {
    return (
      <FormMessage kind="success" title={t("signedTitle")}>
        {t("signedText", { date: formatDate(signedAt, locale) ?? "" })}
      </FormMessage>
    );
  }
  return (
    <Card title={t("title")} description={t("description", { diver: diverName })}>
      <SignForm
        action={action}
        nameField="guardian_name"
        nameLabel={t("nameLabel")}
        nameHint={t("nameHint")}
        acceptLabel={t("accept", { diver: diverName })}
      />
    </Card>
  );
}
