import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { AdminStatusBadge, type BadgeTone } from "@/components/admin/status-badge";
import { formatDay } from "@/components/learning/format";
import type { CenterApplicationRecord } from "@/lib/center-applications/schema";

const tone: Record<CenterApplicationRecord["status"], BadgeTone> = { pending: "warning", approved: "success", rejected: "danger" };

/**
 * One application as its applicant and staff see it: the center asked for, its place and
 * contact, when it was sent and decided, the reason of a rejection. `who` adds the applicant
 * (staff's view), `children` the staff's controls or the applicant's next step.
 */
export function ApplicationSummary({
  application: a,
  countryName,
  distributorName,
  headingLevel = 2,
  who,
  children,
}: {
  application: CenterApplicationRecord;
  countryName: string;
  distributorName?: string | null;
  headingLevel?: 2 | 3;
  who?: ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslations("centerApplications.summary");
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const place = [a.address, a.city, a.state_code, countryName].filter(Boolean).join(", ");
  const contact = [a.phone, a.email, a.website].filter(Boolean) as string[];
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 wrap-anywhere shadow-sm sm:p-5" aria-labelledby={`application-${a.id}`} data-testid={`application-${a.id}`}>
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading id={`application-${a.id}`} className="font-semibold text-slate-900">
            {a.name}
          </Heading>
          <p className="text-sm text-slate-600">{place}</p>
          {who}
        </div>
        <AdminStatusBadge label={t(`status.${a.status}`)} tone={tone[a.status]} />
      </header>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {contact.length ? (
          <>
            <dt className="text-slate-600">{t("contact")}</dt>
            <dd className="text-slate-900">{contact.join(" · ")}</dd>
          </>
        ) : null}
        {distributorName ? (
          <>
            <dt className="text-slate-600">{t("distributor")}</dt>
            <dd className="text-slate-900">{distributorName}</dd>
          </>
        ) : null}
        <dt className="text-slate-600">{t("submitted")}</dt>
        <dd className="text-slate-900">{formatDay(a.created_at, locale)}</dd>
        {a.decided_at ? (
          <>
            <dt className="text-slate-600">{t("decided")}</dt>
            <dd className="text-slate-900">{formatDay(a.decided_at, locale)}</dd>
          </>
        ) : null}
        {a.reason ? (
          <>
            <dt className="text-slate-600">{t("reason")}</dt>
            <dd className="text-slate-900">{a.reason}</dd>
          </>
        ) : null}
      </dl>
      {children}
    </article>
  );
}
