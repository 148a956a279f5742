import { useTranslations } from "next-intl";
import type { MedicalStatus } from "@/lib/medical/rules";

const look: Record<MedicalStatus, string> = {
  missing: "bg-slate-100 text-slate-800 ring-slate-300",
  fit: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  fit_with_physician_approval: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  physician_approval_required: "bg-amber-50 text-amber-900 ring-amber-300",
  expired: "bg-red-50 text-red-800 ring-red-200",
};

/** The medical status only (never the answers): for the diver and their instructors. */
export function MedicalStatusBadge({ status }: { status: MedicalStatus }) {
  const t = useTranslations("medical");
  const className = look[status];
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${className}`} data-testid="medical-status">
      {t(`status.${status}`)}
    </span>
  );
}
