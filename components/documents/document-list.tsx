import { DeleteButton } from "@/components/documents/delete-button";
import { formatDay, formatSize, kindLabels } from "@/components/documents/labels";
import { ReviewStatus } from "@/components/documents/status-badge";
import { buttonClasses } from "@/components/ui/button";
import type { DocumentRecord } from "@/lib/documents/serializers";

type Props = { documents: DocumentRecord[]; onDelete?: (id: number) => Promise<{ error?: string }> };

function FileFacts({ doc }: { doc: DocumentRecord }) {
  return (
    <p className="text-sm text-slate-600">
      <span className="break-all">{doc.file_name}</span> · {doc.mime_type === "application/pdf" ? "PDF" : doc.mime_type === "image/png" ? "PNG" : "JPEG"} ·{" "}
      {formatSize(doc.size)} · uploaded {formatDay(doc.uploaded_at)}
      {doc.expires_on ? ` · expires ${formatDay(doc.expires_on)}` : ""}
    </p>
  );
}

/** One list for own and organisation documents; own ones show their review and can be deleted. */
export function DocumentList({ documents, onDelete }: Props) {
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {documents.map((doc) => (
        <li key={doc.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold break-words text-slate-900">{doc.title}</span>
              {doc.status ? <ReviewStatus status={doc.status} /> : null}
            </p>
            <p className="text-sm text-slate-700">{doc.source === "organisation" ? "DiveCert publication" : kindLabels[doc.kind]}</p>
            <FileFacts doc={doc} />
            {doc.rejection_reason ? <p className="text-sm text-red-800">Reason: {doc.rejection_reason}</p> : null}
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            <a href={`/documents/${doc.id}/file`} className={buttonClasses("secondary", "sm")} aria-label={`Download ${doc.title}`} download>
              Download
            </a>
            {doc.source === "own" && onDelete ? <DeleteButton title={doc.title} action={onDelete.bind(null, doc.id)} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
