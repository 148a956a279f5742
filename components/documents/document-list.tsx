import { useTranslations } from "next-intl";
import { DeleteButton } from "@/components/documents/delete-button";
import { DocumentSummary } from "@/components/documents/document-summary";
import { buttonClasses } from "@/components/ui/button";
import type { DocumentRecord } from "@/lib/documents/serializers";
import type { FormState } from "@/lib/pages/form-state";

type Props = { documents: DocumentRecord[]; onDelete?: (id: number) => Promise<FormState> };

/** One list for own and organisation documents; own ones show their review and can be deleted. */
export function DocumentList({ documents, onDelete }: Props) {
  const t = useTranslations("documents");
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {documents.map((doc) => (
        <li key={doc.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
          <DocumentSummary doc={doc} subtitle={doc.source === "organisation" ? t("publication") : t(`kinds.${doc.kind}`)} />
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            <a href={`/documents/${doc.id}/file`} className={buttonClasses("secondary", "sm")} aria-label={t("downloadTitle", { title: doc.title })} download>
              {t("download")}
            </a>
            {doc.source === "own" && onDelete ? <DeleteButton title={doc.title} action={onDelete.bind(null, doc.id)} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
