import { formatDay } from "@/components/learning/format";
import { pageLanguage } from "@/lib/i18n/page-language";
import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { sendGuardianLinkAction, signFormAction } from "@/app/(account)/forms/actions";
import { FormSignedBadge, signedWhen } from "@/components/forms/form-signed-badge";
import { FormText } from "@/components/forms/form-text";
import { GuardianRequestForm } from "@/components/forms/guardian-request-form";
import { SignForm } from "@/components/forms/sign-form";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { formCodes } from "@/lib/forms/catalogue";
import { getForm } from "@/lib/forms/list-forms";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("forms");
  return { title: t("metaTitle") };
}

type Props = { params: Promise<{ code: string }> };

export default async function FormPage({ params }: Props) {
  const { code } = await params;
  const user = await requireSessionUser(`/forms/${code}`);
  if (!formCodes.includes(code)) notFound();
  const refusal = await pageRefusal(user.id, "verified");
  const t = await getTranslations("forms");
  if (refusal) {
    return (
      <FormMessage kind="warning" title={t("unavailable")}>
        {refusal}
      </FormMessage>
    );
  }
  const form = await getForm(user.id, code);
  const lang = await pageLanguage();
  return (
    <div className="space-y-6">
      <nav aria-label={t("breadcrumb")} className="text-sm">
        <Link href="/forms" className="font-medium text-sky-800 underline hover:text-sky-950">
          {t("all")}
        </Link>
      </nav>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{form.title}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {t("published", { version: form.version, date: formatDay(form.published_on, lang) })} · {form.language.toUpperCase()}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <FormSignedBadge form={form} />
          <a href={`/forms/${code}/pdf`} className={buttonClasses("secondary", "sm")} download>
            {t("pdf")}
          </a>
        </div>
      </header>

      <Card>
        <FormText text={form.text} />
        <p className="mt-5 border-t border-slate-100 pt-3 font-mono text-[0.7rem] break-all text-slate-500">{t("sha", { hash: form.text_sha256 })}</p>
      </Card>

      {form.signed ? (
        <FormMessage kind="success" title={t("signedTitle")}>
          {form.signed_by === "guardian"
            ? t("guardianSigned", { version: form.signed_version ?? form.version, date: signedWhen(form, lang) ?? "" })
            : t("youSigned", { version: form.signed_version ?? form.version, date: signedWhen(form, lang) ?? "" })}
        </FormMessage>
      ) : form.can_sign ? (
        <Card title={t("sign")} description={form.signed_version !== null ? t("signAgain", { version: form.signed_version }) : t("signHow")}>
          <SignForm
            action={signFormAction.bind(null, code)}
            nameField="full_name"
            nameLabel={t("fullName")}
            nameHint={user.name ? t("asOnAccountName", { name: user.name }) : t("asOnAccount")}
            acceptLabel={t("accept")}
          />
        </Card>
      ) : (
        <Card title={t("guardianSigns")} description={t("guardianSignsText")}>
          <GuardianRequestForm action={sendGuardianLinkAction.bind(null, code)} />
        </Card>
      )}
    </div>
  );
}
