import { useLocale, useTranslations } from "next-intl";
import { formatDay } from "@/components/learning/format";
import Link from "next/link";
import type { MedicalStatus } from "@/lib/medical/rules";

type Last = { outcome: string; submitted_at: string; valid_until: string } | null;

/** What the status means for the diver, the dates, and what to do next. */
export function MedicalSummary({ status, last }: { status: MedicalStatus; last: Last }) {
  const t = useTranslations("medical.summary");
  const locale = useLocale();
  const dates = last ? (
    <p className="text-sm text-slate-600">
      {t.rich("dates", {
        answered: () => <time dateTime={last.submitted_at}>{formatDay(last.submitted_at, locale)}</time>,
        valid: () => <time dateTime={last.valid_until}>{formatDay(last.valid_until, locale)}</time>,
      })}
    </p>
  ) : null;
  if (status === "missing") {
    return <p className="text-sm text-slate-700">{t("missing")}</p>;
  }
  if (status === "expired") {
    return (
      <div className="space-y-1">
        <p className="text-sm text-slate-700">{t("expired")}</p>
        {dates}
      </div>
    );
  }
  if (status === "physician_approval_required") {
    return (
      <div className="space-y-3" data-testid="approval-required">
        <p className="text-sm text-slate-800">
          {t("approval")}
        </p>
        <Link href="/documents?kind=medical_certificate" className="inline-flex min-h-10 items-center rounded-lg bg-sky-700 px-4 text-sm font-semibold text-white hover:bg-sky-800">
          {t("upload")}
        </Link>
        {dates}
      </div>
    );
  }
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-700">
        {status === "fit" ? t("fit") : t("fitApproved")}
      </p>
      {dates}
    </div>
  );
}
