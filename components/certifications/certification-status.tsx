import { useTranslations } from "next-intl";
import type { CertificationRecord } from "@/components/certifications/types";

const styles: Record<CertificationRecord["status"], { tone: string; dot: string }> = {
  valid: { tone: "bg-emerald-50 text-emerald-800 ring-emerald-200", dot: "bg-emerald-600" },
  superseded: { tone: "bg-slate-100 text-slate-700 ring-slate-300", dot: "bg-slate-500" },
  revoked: { tone: "bg-red-50 text-red-800 ring-red-200", dot: "bg-red-600" },
};

/** The certification status as a badge; colour is never the only signal (the word is shown). */
export function CertificationStatus({ status }: { status: CertificationRecord["status"] }) {
  const t = useTranslations("certifications");
  const s = styles[status];
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${s.tone}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${s.dot}`} />
      {t(`status.${status}`)}
    </span>
  );
}
