import { formatDate } from "@/components/learning/format";
import { useTranslations } from "next-intl";
import type { FormRecord } from "@/lib/forms/serializers";

/** Signed (this version), to be signed again (an older version), or not signed. */
export function FormSignedBadge({ form }: { form: FormRecord }) {
  const t = useTranslations("forms.badge");
  if (form.signed) {
    return <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">{t("signed")}</span>;
  }
  if (form.signed_version !== null) {
    return <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">{t("newVersion")}</span>;
  }
  return <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset">{t("notSigned")}</span>;
}

/** The day the form was signed, in the page's language. */
export const signedWhen = (form: FormRecord, locale: string) => formatDate(form.signed_at, locale);
