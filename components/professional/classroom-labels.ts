import { formatDay } from "@/components/learning/format";

// Dates and tones shared by the classroom pages (the words are in the `professional.classroom`
// catalogue namespace).

export const medicalTone = {
  missing: "bg-slate-100 text-slate-800",
  fit: "bg-emerald-100 text-emerald-900",
  fit_with_physician_approval: "bg-emerald-100 text-emerald-900",
  physician_approval_required: "bg-amber-100 text-amber-950",
  expired: "bg-red-100 text-red-900",
} as const;

export const formatRange = (from: string | null, to: string | null, lang = "en") =>
  from === to ? formatDay(from, lang) : `${formatDay(from, lang)} – ${formatDay(to, lang)}`;
