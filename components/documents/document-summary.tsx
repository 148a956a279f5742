import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatSize } from "@/components/documents/labels";
import { formatDay } from "@/components/learning/format";
import { ReviewStatus } from "@/components/documents/status-badge";
import type { DocumentRecord } from "@/lib/documents/serializers";

const typeWords: Record<string, string> = { "application/pdf": "PDF", "image/png": "PNG", "image/jpeg": "JPEG" };

/** Title, review state, what it is, the file's facts and a rejection's reason; `extra` in between. */
export function DocumentSummary({ doc, subtitle, extra }: { doc: DocumentRecord; subtitle: string; extra?: ReactNode }) {
  const t = useTranslations("documents.summary");
  const locale = useLocale();
  return (
    <div className="min-w-0 space-y-1">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-words text-slate-900">{doc.title}</span>
        {doc.status ? <ReviewStatus status={doc.status} /> : null}
      </p>
      <p className="text-sm text-slate-700">{subtitle}</p>
      {extra}
      <p className="text-sm text-slate-600">
        <span className="break-all">{doc.file_name}</span> · {typeWords[doc.mime_type] ?? doc.mime_type} · {formatSize(doc.size)} · {t("uploaded", { date: formatDay(doc.uploaded_at, locale) })}
        {doc.expires_on ? ` · ${t("expires", { date: formatDay(doc.expires_on, locale) })}` : ""}
      </p>
      {doc.rejection_reason ? <p className="text-sm text-red-800">{t("reason", { reason: doc.rejection_reason })}</p> : null}
    </div>
  );
}
