import { pageLanguage } from "@/lib/i18n/page-language";
import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/certifications/page-header";
import { FormSignedBadge, signedWhen } from "@/components/forms/form-signed-badge";
import { FormMessage } from "@/components/ui/form-message";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { listForms } from "@/lib/forms/list-forms";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("forms") };
}

export default async function FormsPage() {
  const user = await requireSessionUser("/forms");
  const t = await getTranslations("forms");
  const header = <PageHeader title={t("title")} description={t("description")} />;
  const refusal = await pageRefusal(user.id, "verified");
  if (refusal) {
    return (
      <>
        {header}
        <FormMessage kind="warning" title={t("unavailable")}>
          {refusal}
        </FormMessage>
      </>
    );
  }
  const forms = await listForms(user.id);
  const lang = await pageLanguage();
  const signed = forms.filter((f) => f.signed).length;
  return (
    <>
      {header}
      <p className="mb-4 text-sm text-slate-700" data-testid="forms-summary">
        {t("summary", { signed, total: forms.length })}
      </p>
      <ul className="space-y-3" data-testid="form-list">
        {forms.map((f) => (
          <li key={f.code} className="relative rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-sky-300 sm:p-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <Link href={`/forms/${f.code}`} className="font-semibold text-slate-900 after:absolute after:inset-0 hover:text-sky-800 focus-visible:outline-2 focus-visible:outline-sky-600">
                  {f.title}
                </Link>
                <p className="mt-0.5 text-sm text-slate-600">
                  {t("version", { version: f.version })}
                  {f.signed ? ` · ${f.signed_by === "guardian" ? t("signedByGuardian", { date: signedWhen(f, lang) ?? "" }) : t("signedOn", { date: signedWhen(f, lang) ?? "" })}` : null}
                  {!f.signed && f.signed_version !== null ? ` · ${t("youSignedVersion", { version: f.signed_version, date: signedWhen(f, lang) ?? "" })}` : null}
                </p>
              </div>
              <FormSignedBadge form={f} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
