import type { MedicalStatus } from "@/lib/medical/rules";

const look: Record<MedicalStatus, { label: string; className: string }> = {
  missing: { label: "Medical missing", className: "bg-slate-100 text-slate-800 ring-slate-300" },
  fit: { label: "Medically fit", className: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  fit_with_physician_approval: { label: "Fit (physician approved)", className: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  physician_approval_required: { label: "Physician approval required", className: "bg-amber-50 text-amber-900 ring-amber-300" },
  expired: { label: "Medical expired", className: "bg-red-50 text-red-800 ring-red-200" },
};

export const medicalStatusLabel = (status: MedicalStatus) => look[status].label;

/** The medical status only (never the answers): for the diver and their instructors. */
export function MedicalStatusBadge({ status }: { status: MedicalStatus }) {
  const { label, className } = look[status];
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${className}`} data-testid="medical-status">
      {label}
    </span>
  );
}
