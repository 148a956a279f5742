import type { ClassroomRecord } from "@/lib/professional/serializers";

// Words and tones shared by the classroom pages.

export const sessionKindLabel: Record<ClassroomRecord["sessions"][number]["kind"], string> = {
  theory: "Theory",
  confined_water: "Confined water",
  open_water: "Open water",
};

export const medicalLabel: Record<ClassroomRecord["students"][number]["medical_status"], { text: string; tone: string }> = {
  missing: { text: "No questionnaire", tone: "bg-slate-100 text-slate-800" },
  fit: { text: "Fit to dive", tone: "bg-emerald-100 text-emerald-900" },
  fit_with_physician_approval: { text: "Fit (physician approved)", tone: "bg-emerald-100 text-emerald-900" },
  physician_approval_required: { text: "Physician approval needed", tone: "bg-amber-100 text-amber-950" },
  expired: { text: "Questionnaire expired", tone: "bg-red-100 text-red-900" },
};

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
export const formatDay = (ymd: string | null) => (ymd ? dateFormat.format(new Date(`${ymd}T00:00:00Z`)) : "—");
export const formatRange = (from: string | null, to: string | null) => (from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`);
