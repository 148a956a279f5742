import type { CourseLogStatus } from "@/components/professional/types";

const styles: Record<CourseLogStatus, { text: string; tone: string }> = {
  active: { text: "Active", tone: "bg-sky-50 text-sky-800 ring-sky-200" },
  completed: { text: "Completed", tone: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  expired: { text: "Expired", tone: "bg-amber-50 text-amber-900 ring-amber-300" },
};

/** A course log's status as a badge with its word (colour is never the only signal). */
export function CourseLogStatusBadge({ status }: { status: CourseLogStatus }) {
  const s = styles[status];
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${s.tone}`}>{s.text}</span>;
}
