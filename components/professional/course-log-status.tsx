import { useTranslations } from "next-intl";
import type { CourseLogStatus } from "@/components/professional/types";

const tones: Record<CourseLogStatus, string> = {
  active: "bg-sky-50 text-sky-800 ring-sky-200",
  completed: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  expired: "bg-amber-50 text-amber-900 ring-amber-300",
  refunded: "bg-slate-100 text-slate-700 ring-slate-200",
};

/** A course log's status as a badge with its word (colour is never the only signal). */
export function CourseLogStatusBadge({ status }: { status: CourseLogStatus }) {
  const t = useTranslations("learning.logStatus");
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status]}`}>{t(status)}</span>;
}
