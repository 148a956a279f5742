import { useLocale, useTranslations } from "next-intl";
import { acceptDocumentAction, rejectDocumentAction } from "@/app/(console)/admin/documents/actions";
import { DocumentSummary } from "@/components/documents/document-summary";
import { formatDay } from "@/components/learning/format";
import { ReviewActions } from "@/components/documents/review-actions";
import { buttonClasses } from "@/components/ui/button";
import type { ReviewRecord } from "@/lib/documents/serializers";

/** Divers' uploads for staff: who sent what, the file, and (while pending) the decision. */
export function ReviewList({ documents }: { documents: ReviewRecord[] }) {
  const tk = useTranslations("documents");
  const t = useTranslations("admin.review");
  const locale = useLocale();
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {documents.map((doc) => (
        <li key={doc.id} className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-start">
          <div className="min-w-0 space-y-1">
            <DocumentSummary
              doc={doc}
              subtitle={tk(`kinds.${doc.kind}`)}
              extra={
                doc.diver ? (
                  <p className="text-sm text-slate-700">
                    {doc.diver.full_name ?? doc.diver.email} · <span className="font-mono text-xs">{doc.diver.member_id}</span> ·{" "}
                    <span className="break-all">{doc.diver.email}</span>
                  </p>
                ) : null
              }
            />
            {doc.reviewed_at ? (
              <p className="text-xs text-slate-500">
                {doc.reviewed_by?.full_name
                  ? t("reviewedBy", { date: formatDay(doc.reviewed_at, locale), name: doc.reviewed_by.full_name })
                  : t("reviewed", { date: formatDay(doc.reviewed_at, locale) })}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col items-start gap-2 sm:items-end">
            <a href={`/admin/documents/${doc.id}/file`} className={buttonClasses("secondary", "sm")}>
              {t("openFile")}<span className="sr-only"> ({doc.title})</span>
            </a>
            {doc.status === "pending" ? (
              <ReviewActions title={doc.title} accept={acceptDocumentAction.bind(null, doc.id)} reject={rejectDocumentAction.bind(null, doc.id)} />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
