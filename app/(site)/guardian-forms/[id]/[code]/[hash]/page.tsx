import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { formatDate } from "@/components/learning/format";
import { pageLanguage } from "@/lib/i18n/page-language";
import { guardianSignAction } from "@/app/(site)/guardian-forms/actions";
import { GuardianSignPanel } from "@/components/forms/guardian-sign-panel";
import { FormText } from "@/components/forms/form-text";
import { ResultPanel } from "@/components/layout/result-panel";
import { Card } from "@/components/ui/card";
import { AppError } from "@/lib/api/errors";
import { ZGuardianLink } from "@/lib/forms/schema";
import { getGuardianForm } from "@/lib/forms/sign-form-as-guardian";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("forms.guardianPage");
  return { title: t("metaTitle"), robots: { index: false } };
}

type Props = {
  params: Promise<{ id: string; code: string; hash: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The form behind the link, or why it cannot be signed ("expired" or "invalid"). */
async function load(props: Props) {
  const query = await props.searchParams;
  const link = ZGuardianLink.safeParse({ ...(await props.params), expires: one(query.expires), signature: one(query.signature) });
  if (!link.success) return { error: "invalid" as const };
  try {
    return { link: link.data, ...(await getGuardianForm(link.data)) };
  } catch (e) {
    if (e instanceof AppError && (e.code === "forbidden" || e.code === "not_found")) return { error: /expired/.test(e.message) ? ("expired" as const) : ("invalid" as const) };
    throw e;
  }
}

// Opened from the e-mail sent to a minor's guardian: the form's full text and the signature.
export default async function GuardianFormPage(props: Props) {
  const page = await load(props);
  const t = await getTranslations("forms.guardianPage");
  const tActions = await getTranslations("forms.actions");
  if ("error" in page) {
    return (
      <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
        <Card>
          <ResultPanel tone={page.error ?? "invalid"} title={page.error === "expired" ? t("expired") : tActions("badLink")}>
            <p>{t("nothingSigned")}</p>
          </ResultPanel>
        </Card>
      </div>
    );
  }
  const { link, diverName, form } = page;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <header>
        <p className="text-sm font-medium text-sky-800">{t("forGuardian", { diver: diverName })}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{form.title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {t("version", { version: form.version, date: formatDate(form.published_on, await pageLanguage()) ?? form.published_on })}
        </p>
      </header>
      <Card>
        <FormText text={form.text} />
      </Card>
      <GuardianSignPanel action={guardianSignAction.bind(null, link)} diverName={diverName} signed={form.signed} signedAt={form.signed_at} />
    </div>
  );
}
