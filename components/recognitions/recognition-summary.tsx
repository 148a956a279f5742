import { useLocale, useTranslations } from "next-intl";
import { formatDay } from "@/components/learning/format";
import type { ReactNode } from "react";
import type { RecognitionRecord } from "@/lib/recognitions/serializers";

const badge: Record<RecognitionRecord["status"], string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-800",
  rejected: "bg-red-100 text-red-800",
};

/**
 * One request as both the requester and staff see it; `children` adds the staff controls and
 * `documentHref` where the viewer opens the attached card (the owner's and staff's doors differ).
 * Long words (file names, e-mails, typed-in names) wrap only where a line would overflow.
 */
export function RecognitionSummary({ r, who, documentHref, children }: { r: RecognitionRecord; who?: ReactNode; documentHref: (id: number) => string; children?: ReactNode }) {
  const t = useTranslations("recognitions.summary");
  const locale = useLocale();
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 wrap-anywhere shadow-sm sm:p-5" aria-labelledby={`rec-${r.id}`}>
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`rec-${r.id}`} className="font-semibold text-slate-900">
            {r.agency} · {r.certification_name}
          </h3>
          <p className="text-sm text-slate-600">
            {t.rich("line", { level: r.level_label, number: () => <span className="font-mono">{r.certification_number}</span>, date: r.issued_on ?? "—" })}
          </p>
          {who}
        </div>
        <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${badge[r.status]}`}>{t(`status.${r.status}`)}</span>
      </header>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-600">{t("card")}</dt>
        <dd className="text-slate-900">
          {r.document ? (
            <a href={documentHref(r.document.id)} className="text-sky-800 underline hover:text-sky-950">
              {r.document.title} ({r.document.file_name}, {Math.ceil(r.document.size / 1024)} KB)
            </a>
          ) : (
            t("deleted")
          )}
        </dd>
        <dt className="text-slate-600">{t("requested")}</dt>
        <dd className="text-slate-900">{formatDay(r.created_at, locale)}</dd>
        {r.course ? (
          <>
            <dt className="text-slate-600">{t("recognisedAs")}</dt>
            <dd className="text-slate-900">
              {r.course.name}
              {r.certification ? <> · <a href={r.certification.card_url} className="text-sky-800 underline hover:text-sky-950">{t("cardNumber", { number: r.certification.number })}</a></> : null}
            </dd>
          </>
        ) : null}
        {r.rejection_reason ? (
          <>
            <dt className="text-slate-600">{t("reason")}</dt>
            <dd className="text-slate-900">{r.rejection_reason}</dd>
          </>
        ) : null}
      </dl>
      {children}
    </article>
  );
}
